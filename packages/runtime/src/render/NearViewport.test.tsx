import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageRenderer } from './PageRenderer.tsx';
import { EAGER_BLOCKS, NEAR_VIEWPORT_MARGIN_PX } from './NearViewport.tsx';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';

/** An IntersectionObserver the test moves by hand: `scrollNear()` reports every watched element near. */
class ManualObserver {
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
  static scrollNear() {
    for (const observer of ManualObserver.all) {
      const entries = observer.targets.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const notices = (count: number) => ({
  list: Array.from({ length: count }, (_, i) => ({
    key: `n${i}`,
    type: 'noticeShow',
    options: { list: [{ title: 'x' }] },
  })),
});

describe('blocks below the first screen', () => {
  beforeEach(() => {
    ManualObserver.all = [];
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('render the first screen at once and the rest when they come near the viewport', async () => {
    const { registry, loads } = fakeRegistry();
    const page = notices(EAGER_BLOCKS + 3);
    const { container } = await act(async () =>
      render(
        <TestHost services={fakeServices()}>
          <PageRenderer page={page} registry={registry} />
        </TestHost>,
      ),
    );

    expect(await screen.findAllByText(/noticeShow n\d+ with 1 items/)).toHaveLength(EAGER_BLOCKS);
    expect(container.querySelectorAll('[data-block-pending]')).toHaveLength(3);
    // Their code was requested with the page all the same.
    expect(loads.noticeShow).toHaveBeenCalledTimes(1);
    expect(ManualObserver.all[0]?.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);

    await act(async () => ManualObserver.scrollNear());
    expect(await screen.findAllByText(/noticeShow n\d+ with 1 items/)).toHaveLength(EAGER_BLOCKS + 3);
    expect(container.querySelector('[data-block-pending]')).toBeNull();
  });

  it('hold each waiting block at its skeleton height so the page does not jump', async () => {
    const { registry } = fakeRegistry({ noticeShow: { skeletonHeight: 64 } });
    const { container } = await act(async () =>
      render(
        <TestHost services={fakeServices()}>
          <PageRenderer page={notices(EAGER_BLOCKS + 1)} registry={registry} />
        </TestHost>,
      ),
    );
    expect(container.querySelector<HTMLElement>('[data-block-pending]')?.style.height).toBe('64px');
  });
});
