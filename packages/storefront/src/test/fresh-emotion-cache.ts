import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { act, createElement } from 'react';
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
  act(() => root.render(createElement(Probe)));
  act(() => root.unmount());
  if (!found) throw new Error('fresh-emotion-cache: emotion rendered no cache');
  return found;
}

/**
 * Starts a test file with the head an isolated file would have: no style elements of the files
 * before it, and emotion ready to write every rule again, so jsdom matches each element against this
 * file's rules only (the 150 files' rules piled up in one document otherwise).
 */
export function freshEmotionCache(): void {
  const cache = defaultEmotionCache();
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
