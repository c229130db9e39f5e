import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach } from 'vitest';
import * as previewAnnotations from '../../../../.storybook/preview.tsx';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { assertRecipesPresent } from '../theme/system.ts';

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
// so blocks the runtime renders "when near the viewport" render in tests.
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= InViewObserver as unknown as typeof IntersectionObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Stories composed in tests get the same decorators (Chakra, i18n, fixture services) as in Storybook.
setProjectAnnotations([previewAnnotations]);

afterEach(() => {
  cleanup();
});
