import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageRenderer } from './PageRenderer.tsx';
import { LET_GO_MARGIN_PX, NEAR_VIEWPORT_MARGIN_PX } from './NearViewport.tsx';
import { EAGER_BLOCKS } from './drawn-at-once.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { ManualObserver } from '../test/manual-observer.ts';

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

  it('come one at a time when several come near together below the view, so no frame holds them all', async () => {
    const { registry } = fakeRegistry();
    const { container } = await act(async () =>
      render(
        <TestHost services={fakeServices()}>
          <PageRenderer page={notices(EAGER_BLOCKS + 3)} registry={registry} />
        </TestHost>,
      ),
    );
    await screen.findAllByText(/noticeShow n\d+ with 1 items/);

    await act(async () => ManualObserver.scrollNear('below the view'));
    expect(screen.getAllByText(/noticeShow n\d+ with 1 items/)).toHaveLength(EAGER_BLOCKS + 1);
    expect(container.querySelectorAll('[data-block-pending]')).toHaveLength(2);

    // The others follow, a frame apart.
    await waitFor(() =>
      expect(screen.getAllByText(/noticeShow n\d+ with 1 items/)).toHaveLength(EAGER_BLOCKS + 3),
    );
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

describe('blocks far from the viewport again', () => {
  beforeEach(() => {
    ManualObserver.all = [];
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('are let go, their place held at the height they had, and render again when near', async () => {
    const { registry } = fakeRegistry({ noticeShow: { skeletonHeight: 64 } });
    const { container } = await act(async () =>
      render(
        <TestHost services={fakeServices()}>
          <PageRenderer page={notices(EAGER_BLOCKS + 1)} registry={registry} />
        </TestHost>,
      ),
    );
    await act(async () => ManualObserver.scrollNear());
    const last = await screen.findByText(`noticeShow n${EAGER_BLOCKS} with 1 items`);
    // What the browser would measure of the rendered block: taller than its skeleton.
    const shown = last.closest('[data-block-key]')?.parentElement as HTMLElement;
    shown.getBoundingClientRect = () => ({ height: 180 }) as DOMRect;

    await act(async () => ManualObserver.scrollFar(LET_GO_MARGIN_PX));
    expect(screen.queryByText(`noticeShow n${EAGER_BLOCKS} with 1 items`)).not.toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('[data-block-pending]')?.style.height).toBe('180px');
    // The first screen's blocks stay.
    expect(screen.getAllByText(/noticeShow n\d+ with 1 items/)).toHaveLength(EAGER_BLOCKS);

    await act(async () => ManualObserver.scrollNear());
    expect(await screen.findByText(`noticeShow n${EAGER_BLOCKS} with 1 items`)).toBeInTheDocument();
    expect(container.querySelector('[data-block-pending]')).toBeNull();
  });
});
