import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Emotion's default cache, which Chakra's components write their styles through when no
 * CacheProvider is given (as in tests). It lives in a library module, which a worker keeps from one
 * test file to the next (vitest-fresh-file.ts); emotion offers it only through React context.
 */
function defaultEmotionCache(): EmotionCache {
  let found: EmotionCache | undefined;
  const Probe = withEmotionCache((_props: object, cache: EmotionCache) => {
    found = cache;
    return null;
  });
  const root = createRoot(document.createElement('div'));
  // flushSync, not act: the first file of a worker comes here before Testing Library set up act.
  flushSync(() => root.render(createElement(Probe)));
  root.unmount();
  if (!found) throw new Error('fresh-emotion-cache: emotion rendered no cache');
  return found;
}

/**
 * Starts a test file with the head an isolated file would have: no style elements of the files
 * before it, and emotion ready to write every rule again, so jsdom matches each element against this
 * file's rules only (the 150 files' rules piled up in one document otherwise).
 *
 * Emotion writes its rules as in production (`insertRule` into one sheet) rather than as in
 * development (a <style> element a rule, each of which jsdom parses as a sheet of its own): the same
 * rules match, and the storefront's tests took a tenth less time.
 */
export function freshEmotionCache(): void {
  const cache = defaultEmotionCache();
  cache.sheet.flush();
  (cache.sheet as unknown as { isSpeedy: boolean }).isSpeedy = true;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
