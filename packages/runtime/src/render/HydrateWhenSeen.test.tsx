import { act, fireEvent } from '@testing-library/react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockProps } from '../registry/block-definition.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { ManualObserver } from '../test/manual-observer.ts';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { PageRenderer } from './PageRenderer.tsx';
import { NEAR_VIEWPORT_MARGIN_PX } from './NearViewport.tsx';
import { forgetSeenGates } from './seen-gate.ts';

const hydratedBlocks = vi.fn<(key: string) => void>();
const renderedBlocks = vi.fn<(key: string) => void>();

/** The season the page is drawn for: something above the blocks that an update changes. */
const Season = createContext('spring');

/** A block that says when it has hydrated, and counts its clicks. */
function CountingBlock({ blockKey }: BlockProps<unknown>) {
  const [clicks, setClicks] = useState(0);
  const season = useContext(Season);
  renderedBlocks(blockKey);
  useEffect(() => hydratedBlocks(blockKey), [blockKey]);
  return (
    <button type="button" onClick={() => setClicks((count) => count + 1)}>
      {blockKey} clicked {clicks} times in {season}
    </button>
  );
}

/** A block that can only draw itself as loading until it has hydrated and asked for its data. */
function LoadingBlock({ blockKey }: BlockProps<unknown>) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    hydratedBlocks(blockKey);
    setLoaded(true);
  }, [blockKey]);
  return loaded ? <p>{blockKey} loaded</p> : <p aria-busy="true">{blockKey} loading</p>;
}

const notice = (key: string) => ({ key, type: 'noticeShow', options: { list: [{ title: 'Hi' }] } });
const hot = (key: string) => ({ key, type: 'hotShow', options: { list: [] } });
// A type whose blocks do nothing by themselves: they start only when touched.
const still = (key: string) => ({ key, type: 'noticeShow1', options: { list: [{ title: 'Hi' }] } });
const PAGE = JSON.stringify({ list: [notice('top'), still('still'), notice('lower'), hot('loading')] });

const { registry } = fakeRegistry({
  noticeShow: { load: async () => CountingBlock },
  noticeShow1: { load: async () => CountingBlock, starts: 'touched' },
  hotShow: { load: async () => LoadingBlock },
});
const services = fakeServices();

function tree(season = 'spring') {
  return (
    <Season.Provider value={season}>
      <TestHost services={services}>
        <PageRenderer page={PAGE} registry={registry} />
      </TestHost>
    </Season.Provider>
  );
}

/** The server's markup of the page (every block's code and data awaited, as the mall's server does). */
async function serverMarkup(): Promise<string> {
  const { prelude } = await prerender(tree());
  return new Response(prelude).text();
}

const blockMarkup = (container: HTMLElement, key: string) =>
  container.querySelector(`[data-block-key="${key}"]`)!;

describe('<HydrateWhenSeen> (the page renderer hydrating a server-rendered page)', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(async () => {
    // The server's renderer and the browser's share the contexts in this one process, and React warns
    // of two renderers at once; a browser only ever has the one.
    const report = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('multiple renderers')) report(...args);
    });
    ManualObserver.all = [];
    globalThis.IntersectionObserver = ManualObserver as unknown as typeof IntersectionObserver;
    hydratedBlocks.mockClear();
    container = document.createElement('div');
    container.innerHTML = await serverMarkup();
    renderedBlocks.mockClear();
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    forgetSeenGates();
    // @ts-expect-error jsdom has no IntersectionObserver of its own
    delete globalThis.IntersectionObserver;
    vi.restoreAllMocks();
  });

  async function hydrate() {
    await act(async () => {
      root = hydrateRoot(container, tree());
    });
  }

  it('keeps a block as the server drew it, running none of its code, until the reader sees it', async () => {
    const lowerMarkup = blockMarkup(container, 'lower');
    await hydrate();

    expect(hydratedBlocks).not.toHaveBeenCalledWith('lower');
    expect(hydratedBlocks).not.toHaveBeenCalledWith('top');
    expect(blockMarkup(container, 'lower')).toHaveTextContent('lower clicked 0 times in spring');

    await act(async () => ManualObserver.see(blockMarkup(container, 'top')));
    expect(hydratedBlocks).toHaveBeenCalledWith('top');
    expect(hydratedBlocks).not.toHaveBeenCalledWith('lower');

    await act(async () => ManualObserver.see(lowerMarkup));
    expect(hydratedBlocks).toHaveBeenCalledWith('lower');
    // Hydrated, not drawn again: the very element the server sent is the one on the page.
    expect(blockMarkup(container, 'lower')).toBe(lowerMarkup);
  });

  it('renders a block once as it hydrates, not again straight after (React checks what it hydrated with)', async () => {
    await hydrate();

    await act(async () => ManualObserver.see(blockMarkup(container, 'top')));

    expect(hydratedBlocks).toHaveBeenCalledWith('top');
    expect(renderedBlocks.mock.calls.filter(([key]) => key === 'top')).toHaveLength(1);
  });

  it('hydrates a block the reader clicks before seeing it, and the click counts', async () => {
    await hydrate();
    const button = blockMarkup(container, 'lower').querySelector('button')!;

    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });

    expect(hydratedBlocks).toHaveBeenCalledWith('lower');
    expect(button).toHaveTextContent('lower clicked 1 times in spring');
  });

  it('hydrates a waiting block that an update of the page reaches, rather than holding the update back', async () => {
    const lowerMarkup = blockMarkup(container, 'lower');
    await hydrate();
    expect(hydratedBlocks).not.toHaveBeenCalledWith('lower');

    // An update in a transition, as a navigation that keeps the page: React holds it until every
    // boundary it reaches has hydrated.
    await act(async () => startTransition(() => root!.render(tree('autumn'))));

    expect(blockMarkup(container, 'lower')).toHaveTextContent('lower clicked 0 times in autumn');
    expect(blockMarkup(container, 'lower')).toBe(lowerMarkup);
  });

  it('hydrates a block the server could only draw as loading as it comes near, to draw its data before the reader is there', async () => {
    const loadingMarkup = blockMarkup(container, 'loading');
    expect(loadingMarkup).toHaveTextContent('loading loading');
    await hydrate();
    expect(hydratedBlocks).not.toHaveBeenCalled();
    const watching = ManualObserver.all.filter((observer) => observer.targets.includes(loadingMarkup));
    expect(watching.map((observer) => observer.options?.rootMargin)).toContain(
      `${NEAR_VIEWPORT_MARGIN_PX}px 0px`,
    );

    await act(async () => ManualObserver.see(loadingMarkup));

    expect(hydratedBlocks.mock.calls).toEqual([['loading']]);
    expect(blockMarkup(container, 'loading')).toBe(loadingMarkup);
    expect(blockMarkup(container, 'loading')).toHaveTextContent('loading loaded');
  });

  it('hydrates every block at once where there is no IntersectionObserver', async () => {
    // @ts-expect-error jsdom has no IntersectionObserver of its own
    delete globalThis.IntersectionObserver;
    await hydrate();

    expect(hydratedBlocks.mock.calls.map(([key]) => key).sort()).toEqual([
      'loading',
      'lower',
      'still',
      'top',
    ]);
  });

  it('leaves a block that starts when touched as the server drew it though the reader sees it, and a click on it hydrates it and counts', async () => {
    const stillMarkup = blockMarkup(container, 'still');
    await hydrate();

    await act(async () => ManualObserver.see(stillMarkup));
    expect(hydratedBlocks).not.toHaveBeenCalledWith('still');
    expect(stillMarkup).toHaveTextContent('still clicked 0 times in spring');

    const button = stillMarkup.querySelector('button')!;
    await act(async () => {
      fireEvent.pointerDown(button);
      fireEvent.click(button);
    });
    expect(hydratedBlocks).toHaveBeenCalledWith('still');
    expect(button).toHaveTextContent('still clicked 1 times in spring');
    expect(blockMarkup(container, 'still')).toBe(stillMarkup);
  });

  describe('exposure', () => {
    const exposures = () =>
      vi
        .mocked(services.track)
        .mock.calls.filter(([event]) => event.event === 'exposure')
        .map(([event]) => event.floor_id);

    beforeEach(() => {
      vi.mocked(services.track).mockClear();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => vi.useRealTimers());

    it('tracks a block 1 s after the reader sees it, though it waits for a touch to hydrate', async () => {
      await hydrate();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(exposures()).toEqual([]);

      await act(async () => ManualObserver.see(blockMarkup(container, 'still')));
      await act(() => vi.advanceTimersByTimeAsync(990));
      expect(exposures()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(20));

      expect(exposures()).toEqual(['still']);
      expect(hydratedBlocks).not.toHaveBeenCalledWith('still');
    });

    it('tracks a block once, whether it hydrates because it is seen or touched afterwards', async () => {
      await hydrate();
      await act(async () => {
        ManualObserver.see(blockMarkup(container, 'top'));
        ManualObserver.see(blockMarkup(container, 'still'));
      });
      await act(() => vi.advanceTimersByTimeAsync(1_500));
      const button = blockMarkup(container, 'still').querySelector('button')!;
      await act(async () => {
        fireEvent.pointerDown(button);
        fireEvent.click(button);
      });
      await act(() => vi.advanceTimersByTimeAsync(5_000));

      expect(hydratedBlocks).toHaveBeenCalledWith('top');
      expect(hydratedBlocks).toHaveBeenCalledWith('still');
      expect(exposures().sort()).toEqual(['still', 'top']);
    });
  });
});
