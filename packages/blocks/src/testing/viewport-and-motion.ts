import { act } from '@testing-library/react';
import { vi } from 'vitest';

// What moves by itself waits while off screen and for a user who asked for reduced motion (issue 28).
// jsdom has neither a viewport nor media queries; these stand in for them, one test at a time.

/**
 * Replaces IntersectionObserver with one whose elements stay in view until `scrollAway()` reports
 * each of them out of the viewport, and `scrollBack()` in it again. Undone by `vi.unstubAllGlobals()`.
 */
export function stubViewport(): { scrollAway: () => void; scrollBack: () => void } {
  const watched = new Map<Element, IntersectionObserverCallback>();
  const report = (target: Element, callback: IntersectionObserverCallback, isIntersecting: boolean) => {
    const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
    callback([entry as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      watched.set(target, this.callback);
      report(target, this.callback, true);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
    disconnect() {
      for (const [target, callback] of watched) if (callback === this.callback) watched.delete(target);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const reportAll = (isIntersecting: boolean) =>
    act(() => {
      for (const [target, callback] of watched) report(target, callback, isIntersecting);
    });
  return { scrollAway: () => reportAll(false), scrollBack: () => reportAll(true) };
}

/** Makes `(prefers-reduced-motion: reduce)` match, as for a user who asked for less motion. */
export function stubReducedMotion(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
}
