import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, vi } from 'vitest';
import * as previewAnnotations from '../../../../.storybook/preview.tsx';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { assertRecipesPresent } from '../theme/system.ts';
import { standInMediaQueryList, standInViewport } from './viewport-and-motion.ts';

// A component whose recipe the trimmed theme lacks fails its test instead of rendering unstyled.
assertRecipesPresent({ recipes, slotRecipes });

// Pages load each block's code lazily; on a busy machine the first import of a block takes over the
// default 1 s of findBy / waitFor. Waiting longer for what must appear never hides an absence.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: animations would never finish, so framer-motion skips them.
MotionGlobalConfig.skipAnimations = true;

// jsdom lacks these browser observers; embla-carousel and Chakra's positioning create them on mount.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

// jsdom has no viewport either: report every observed element as in view, as on a tall screen,
// so blocks the runtime renders "when near the viewport" render in tests. No media query matches.
globalThis.IntersectionObserver ??= standInViewport().IntersectionObserver;
window.matchMedia ??= (query: string) => standInMediaQueryList(query, false);

// Stories composed in tests get the same decorators (Chakra, i18n, fixture services) as in Storybook.
setProjectAnnotations([previewAnnotations]);

// A test that takes over the clock or stubs a global (a viewport, a media query) hands them back when
// it ends, so the next test starts from the real ones whether or not its file says so.
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  cleanup();
});
