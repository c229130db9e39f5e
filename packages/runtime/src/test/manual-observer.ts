/** An IntersectionObserver the test moves by hand: `scrollNear()` reports every watched element near. */
export class ManualObserver {
  static all: ManualObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ManualObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports every element watched with `margin` as outside it. */
  static scrollFar(margin: number) {
    for (const observer of ManualObserver.all) {
      if (observer.options?.rootMargin !== `${margin}px 0px`) continue;
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            isIntersecting: false,
            boundingClientRect: target.getBoundingClientRect(),
          }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  /** Reports every watched element near: in the viewport itself, or only within the margin below it. */
  static scrollNear(where: 'in view' | 'below the view' = 'in view') {
    const top = where === 'in view' ? 0 : window.innerHeight + 100;
    for (const observer of ManualObserver.all) {
      const entries = observer.targets.map(
        (target) =>
          ({
            target,
            isIntersecting: true,
            boundingClientRect: { top, bottom: top + 64, height: 64 } as DOMRectReadOnly,
          }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
  /** Reports `element` in view to the observers that watch it. */
  static see(element: Element) {
    for (const observer of ManualObserver.all) {
      if (!observer.targets.includes(element)) continue;
      const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}
