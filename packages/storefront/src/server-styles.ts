import type { SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * How the server's styles reach the browser's emotion cache without being moved.
 *
 * Emotion's own hand-over has the browser take every server style element into its sheets by moving
 * it within the head (`sheet.hydrate`, an `insertBefore`), once for the cache `@emotion/react` makes
 * when it loads and once for ours; and a `<Global>` (Chakra's reset, tokens and keyframes) finds no
 * element of its own and inserts its rules over again. Each move or insertion of a sheet makes Chromium
 * compute the style of every element of the page again: four times 20 to 40 ms on a member's home
 * page after its first paint, four to eight times that on Lighthouse's phone.
 *
 * So the server writes the component rules under an attribute emotion does not look for, which the
 * browser's cache reads to note them as inserted (browser-style-cache.ts), and each global's rules
 * in the element its `<Global>` looks for, which the browser's sheets take over where they stand.
 */
export const SERVER_RULES_ATTRIBUTE = 'data-mall-rules';

/** The emotion cache of one server render, and the style elements of what it rendered. */
export function serverStyleCache(): { cache: EmotionCache; styleTags: () => string } {
  const cache = createCache({ key: 'css' });
  // Compat: the rules go into `cache.inserted`, for the head, not into the markup.
  cache.compat = true;
  // A `<Global>` inserts with no selector, under its name followed by its keyframes' names.
  const globalNames = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (selector === '') globalNames.add(serialized.name);
    return insert.call(cache, selector, serialized, sheet, shouldCache);
  };
  const styleTags = () => {
    let globals = '';
    const ids: string[] = [];
    let rules = '';
    for (const [id, css] of Object.entries(cache.inserted)) {
      if (typeof css !== 'string') continue;
      if (globalNames.has(id)) {
        // The browser's <Global> looks for its own name alone, without its keyframes'.
        globals += `<style data-emotion="${cache.key}-global ${id.split(' ')[0]}" data-s="">${css}</style>`;
      } else {
        ids.push(id);
        rules += css;
      }
    }
    return `${globals}<style ${SERVER_RULES_ATTRIBUTE}="${ids.join(' ')}">${rules}</style>`;
  };
  return { cache, styleTags };
}

/**
 * The system to give Chakra: in the browser, on a page the server rendered, one without Chakra's
 * global CSS, which the page already has in the element its `<Global>` would take over. Chakra then
 * never makes that CSS in the browser (vite-lazy-chakra-globals.ts), nor serialises it to find its
 * element. Elsewhere (the server, a page the browser renders alone) the system as it is.
 */
export function systemForPage(system: SystemContext): SystemContext {
  if (typeof document === 'undefined' || !document.querySelector('style[data-emotion^="css-global "]'))
    return system;
  return Object.defineProperties({} as SystemContext, {
    ...Object.getOwnPropertyDescriptors(system),
    _global: { value: [], enumerable: true },
  });
}
