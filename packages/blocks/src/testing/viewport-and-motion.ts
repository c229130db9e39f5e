import { act } from 'react';

// What moves by itself waits while off screen and for a user who asked for reduced motion (issue 28).
// jsdom has neither a viewport nor media queries; these stand in for them, one test at a time:
// `vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver)`, undone by
// `vi.unstubAllGlobals()`. They import nothing of vitest, so the package's door can hand them on.

/** A stand-in viewport and the controls that move what it watches out of it and back. */
export interface StandInViewport {
  /** An IntersectionObserver whose elements are in view until `scrollAway()`. */
  IntersectionObserver: typeof IntersectionObserver;
  /** Reports every watched element out of the viewport. */
  scrollAway: () => void;
  /** Reports every watched element in the viewport again. */
  scrollBack: () => void;
}

/** A viewport whose elements stay in view until `scrollAway()`, and come back with `scrollBack()`. */
export function standInViewport(): StandInViewport {
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
  const reportAll = (isIntersecting: boolean) =>
    act(() => {
      for (const [target, callback] of watched) report(target, callback, isIntersecting);
    });
  return {
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    scrollAway: () => reportAll(false),
    scrollBack: () => reportAll(true),
  };
}

/** A `MediaQueryList` for `query` that answers `matches` and never changes. */
export function standInMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  };
}

/** A `matchMedia` for a user who asked for less motion: `(prefers-reduced-motion: reduce)` matches. */
export function reducedMotionMatchMedia(query: string): MediaQueryList {
  return standInMediaQueryList(query, query.includes('prefers-reduced-motion: reduce'));
}
