import createCache, { type EmotionCache } from '@emotion/cache';
import { SERVER_RULES_ATTRIBUTE } from './server-styles.ts';

/**
 * A burst of new rules starts a fresh style sheet once the current one holds this many rules.
 *
 * Chakra's rules come inside `@layer` (and `@media` for responsive values). When a rule of that kind
 * is inserted into a sheet, Chromium restyles every element that any rule of the sheet matches. With
 * emotion's one sheet for the whole page, each block bringing a new style restyled every block already
 * shown: 2,000 elements and 20–30 ms on a long page, in the frame of a block coming into view
 * (issue 28). A burst of rules (one commit's) put into a sheet of its own restyles only the elements
 * that are new. Not a sheet per rule or per tiny burst: each sheet makes matching a little slower
 * (measured in Chromium with 3,000 elements: 50 sheets +10 %, 300 sheets +45 %).
 */
export const SHEET_MIN_RULES = 20;

/**
 * The emotion cache of the browser's render: emotion's own (key `css`), except that
 * - it takes over the styles the server rendered where they stand (server-styles.ts): the rules it
 *   notes as inserted, and the elements of `<Global>`s join their sheets without being moved;
 * - each burst of new rules opens a sheet (SHEET_MIN_RULES).
 */
export function browserStyleCache({ speedy }: { speedy?: boolean } = {}): EmotionCache {
  // `speedy` (rules through insertRule, many to a style element) is emotion's choice by default: on in
  // production; off in development, where each rule gets a style element of its own anyway.
  const cache = createCache({ key: 'css', speedy });
  for (const element of document.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`)) {
    for (const id of element.getAttribute(SERVER_RULES_ATTRIBUTE)!.split(' ')) {
      if (id) cache.inserted[id] = true;
    }
  }
  // A <Global> makes its sheet with the constructor of the cache's; emotion's would move the server's
  // element to the end of its container on taking it over.
  const EmotionSheet = cache.sheet.constructor as new (options: SheetOptions) => EmotionCache['sheet'];
  class InPlaceSheet extends EmotionSheet {
    override hydrate(elements: HTMLStyleElement[]) {
      this.tags.push(...elements);
    }
  }
  const sheet = new InPlaceSheet({ key: 'css', container: document.head, speedy: cache.sheet.isSpeedy });
  cache.sheet = sheet;
  const insert = sheet.insert.bind(sheet);
  let inBurst = false;
  sheet.insert = (rule: string) => {
    if (!inBurst) {
      // The rules of one commit come in one task; the burst ends with it.
      inBurst = true;
      queueMicrotask(() => (inBurst = false));
      // emotion's sheet opens a new style element when its count of rules is 0.
      if (sheet.ctr >= SHEET_MIN_RULES) sheet.ctr = 0;
    }
    insert(rule);
  };
  return cache;
}

/** What emotion's StyleSheet constructor takes (@emotion/sheet's `Options`). */
interface SheetOptions {
  key: string;
  container: Node;
  speedy?: boolean;
  nonce?: string;
}
