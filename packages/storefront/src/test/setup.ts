import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { assertRecipesPresent } from '@mall/blocks';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetFakeApi, startFakeApi, stopFakeApi } from './fake-api.ts';

// A component whose recipe the trimmed theme lacks fails its test instead of rendering unstyled.
assertRecipesPresent({ recipes, slotRecipes });

// Routes load their code lazily; on a busy CI machine the first import of a file takes over the
// default 1 s of findBy / waitFor. Waiting longer for what must appear never hides an absence.
configure({ asyncUtilTimeout: 5_000 });

// The server render's tests (entry-server.test.tsx) run in Node, without a window.
const inBrowser = typeof window !== 'undefined';

// Every test in the browser meets the same fake API (test/fake-api.ts); each starts from the shell's answers.
if (inBrowser) {
  beforeAll(startFakeApi);
  afterAll(stopFakeApi);
}

afterEach(async () => {
  if (!inBrowser) return;
  cleanup();
  resetFakeApi();
  window.localStorage.clear();
  // The tests of a file share the app's store, where the request layer keeps the actions of the last
  // second to answer a double click: the next test's same POST must reach the fake API, not share this
  // one's answer. Imported here, not above, so the request layer loads after the file's own mocks.
  const { forgetRecentActions } = await import('../api/request.ts');
  forgetRecentActions();
});

// jsdom lacks these; Chakra's overlays and responsive props ask for them.
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (inBrowser && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
}

if (inBrowser && !('IntersectionObserver' in window)) {
  // Everything counts as on screen, so blocks that wait for the viewport render in tests.
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds: number[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  // Writable, so a test can stand in a viewport of its own (`vi.stubGlobal`).
  Object.defineProperty(window, 'IntersectionObserver', {
    value: IntersectionObserverStub,
    writable: true,
    configurable: true,
  });
}
