import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Availability } from '@mall/schemas';
import type { BlockServices } from '../services/types.ts';
import type { BlockComponent } from '../registry/block-definition.ts';
import type { BlockRegistry } from '../registry/define-registry.ts';
import { deferred, fakeRegistry, tinyBlock } from '../test/fake-registry.tsx';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { PageRenderer, type PageRendererProps } from './PageRenderer.tsx';
import { preloadPage } from './preload-page.ts';

const slide = { img: '/img/a.png', url: '/goodsList?categoryId=1' };
const notice = (key: string, extra: object = {}) => ({
  key,
  type: 'noticeShow',
  options: { list: [{ title: 'Hi' }] },
  ...extra,
});
const carousel = (key: string, options: object = { list: [slide] }) => ({
  key,
  type: 'carousel',
  version: 2,
  options,
});
const page = (...list: unknown[]) => JSON.stringify({ list });

/** Renders inside an awaited act: React 19 only retries suspended blocks from an awaited act scope. */
async function renderPage(
  props: Partial<PageRendererProps> & { page: string | object },
  services: BlockServices = fakeServices(),
  registry: BlockRegistry = fakeRegistry().registry,
) {
  const view = await act(async () =>
    render(
      <TestHost services={services}>
        <PageRenderer registry={registry} {...props} />
      </TestHost>,
    ),
  );
  return { ...view, services };
}

beforeEach(() => {
  // React reports errors caught by a boundary on the console; the tests assert what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<PageRenderer />', () => {
  it('shows a fixed-height skeleton while a chunk loads, then the block', async () => {
    const chunk = deferred<BlockComponent<unknown>>();
    const { registry } = fakeRegistry({ noticeShow: { load: () => chunk.promise, skeletonHeight: 48 } });
    await renderPage({ page: page(notice('n1')) }, fakeServices(), registry);

    const skeleton = await screen.findByRole('status', { name: 'Loading content' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveStyle({ height: '48px' });
    await act(async () => chunk.resolve(tinyBlock('noticeShow')));
    expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws a block as soon as its code arrives, without the beat React waits after a fallback', async () => {
    // Outside act, as in a browser: act renders a Suspense boundary's content at once, where a browser
    // waits until 300 ms after the last fallback React showed (which held a long page's first screen,
    // issue 26).
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const chunk = deferred<BlockComponent<unknown>>();
    const { registry } = fakeRegistry({ noticeShow: { load: () => chunk.promise } });
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    try {
      root.render(
        <TestHost services={fakeServices()}>
          <PageRenderer registry={registry} page={page(notice('n1'))} />
        </TestHost>,
      );
      await vi.waitFor(() => screen.getByRole('status', { name: 'Loading content' }), { interval: 1 });

      const arrived = performance.now();
      chunk.resolve(tinyBlock('noticeShow'));
      await screen.findByText('noticeShow n1 with 1 items');

      // A few milliseconds here; 230 to 280 ms when the block suspended and its boundary was revealed.
      expect(performance.now() - arrived).toBeLessThan(100);
    } finally {
      root.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('renders the blocks in page order with their name and validated options', async () => {
    await renderPage({ page: page(carousel('c1'), { ...notice('n1'), name: 'News' }) });
    await waitFor(() => expect(screen.getAllByText(/with 1 items/)).toHaveLength(2));
    expect(screen.getAllByText(/with 1 items/).map((p) => p.textContent)).toEqual([
      'carousel c1 with 1 items',
      'noticeShow n1 "News" with 1 items',
    ]);
  });

  it('requests every chunk the page uses before any of them resolves', async () => {
    const chunks = {
      carousel: deferred<BlockComponent<unknown>>(),
      noticeShow: deferred<BlockComponent<unknown>>(),
    };
    const { registry, loads } = fakeRegistry({
      carousel: { load: () => chunks.carousel.promise },
      noticeShow: { load: () => chunks.noticeShow.promise },
    });
    await renderPage({ page: page(carousel('c1'), notice('n1'), notice('n2')) }, fakeServices(), registry);

    expect(loads.carousel).toHaveBeenCalledTimes(1);
    expect(loads.noticeShow).toHaveBeenCalledTimes(1);
    expect(loads.goodsList).not.toHaveBeenCalled();
    await act(async () => {
      chunks.carousel.resolve(tinyBlock('carousel'));
      chunks.noticeShow.resolve(tinyBlock('noticeShow'));
    });
    await waitFor(() => expect(screen.getAllByText(/with 1 items/)).toHaveLength(3));
  });

  it('sends the availability call before it asks for any block code: the answer travels meanwhile', async () => {
    const asked: string[] = [];
    const { registry } = fakeRegistry({
      goodsList: {
        load: () => {
          asked.push('goodsList code');
          return Promise.resolve(tinyBlock('goodsList'));
        },
      },
    });
    const services = fakeServices({
      checkAvailability: vi.fn(async () => {
        asked.push('availability');
        return [{ planId: 'plan-first', isShow: true, isOpen: true }];
      }),
    });
    await renderPage(
      { page: page({ key: 'g1', type: 'goodsList', options: { planId: 'plan-first' } }) },
      services,
      registry,
    );

    expect(asked).toEqual(['availability', 'goodsList code']);
    expect(await screen.findByText('goodsList g1')).toBeInTheDocument();
  });

  it('starts fetching the goods a block shows with the page, before its chunk arrives', async () => {
    const chunk = deferred<BlockComponent<unknown>>();
    const { registry } = fakeRegistry({
      goodsList: {
        load: () => chunk.promise,
        planGoodsOf: (options) => ({ planId: (options as { planId?: string }).planId }),
      },
    });
    const services = fakeServices({}, [{ planId: 'plan-prefetch', isShow: true, isOpen: true }]);
    await renderPage(
      { page: page({ key: 'g1', type: 'goodsList', options: { planId: 'plan-prefetch' } }) },
      services,
      registry,
    );

    expect(services.fetchPlanGoods).toHaveBeenCalledWith({ planId: 'plan-prefetch', marketId: undefined });
    await act(async () => chunk.resolve(tinyBlock('goodsList')));
    expect(await screen.findByText('goodsList g1')).toBeInTheDocument();
  });

  it('draws the plan its host started as the page arrived, asking for nothing twice', async () => {
    const { registry } = fakeRegistry();
    const preload = vi.spyOn(registry, 'preload');
    const services = fakeServices();
    const text = page(notice('n1'));
    const { locale, checkAvailability, fetchPlanGoods } = services;
    preloadPage(text, { registry, locale, isGuest: false, checkAvailability, fetchPlanGoods });
    expect(preload).toHaveBeenCalledTimes(1);

    await renderPage({ page: text }, services, registry);

    expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('plans again a page preloaded for someone else: a guest’s plan hides what a member sees', async () => {
    const { registry } = fakeRegistry({ noticeShow: { requiresLogin: true } });
    const services = fakeServices();
    const text = page(notice('n1'));
    const { locale, checkAvailability, fetchPlanGoods } = services;
    preloadPage(text, { registry, locale, isGuest: true, checkAvailability, fetchPlanGoods });

    await renderPage({ page: text }, services, registry);

    expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
  });

  it('migrates a v1 carousel whose slide link is a legacy object, and renders it', async () => {
    const Slides: BlockComponent<unknown> = ({ options }) => (
      <a href={(options as { list: Array<{ url: string }> }).list[0]?.url}>first slide</a>
    );
    const { registry } = fakeRegistry({ carousel: { load: async () => Slides } });
    const onDiagnostic = vi.fn();
    await renderPage(
      {
        page: page({
          key: 'old',
          type: 'carousel',
          options: { list: [{ img: '/img/a.png', url: { ___type: 'goods', id: '1', goodsId: '2' } }] },
        }),
        onDiagnostic,
      },
      fakeServices(),
      registry,
    );
    expect(await screen.findByRole('link', { name: 'first slide' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1&goodsId=2',
    );
    expect(onDiagnostic).not.toHaveBeenCalled();
  });

  describe('block sets', () => {
    it("renders the blocks of the page's own set and reports a block of another set as wrong-platform", async () => {
      const onDiagnostic = vi.fn();
      const { registry } = fakeRegistry({ carousel: { blockSets: ['HSHSC'] } });
      await renderPage(
        { page: page(carousel('c1'), notice('n1')), blockSet: 'default', mode: 'production', onDiagnostic },
        fakeServices(),
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.queryByText(/carousel c1/)).not.toBeInTheDocument();
      expect(onDiagnostic).toHaveBeenCalledWith({
        key: 'c1',
        type: 'carousel',
        reason: 'wrong-platform',
        errors: [
          {
            path: 'type',
            message:
              'belongs to Good Life Benefits Mall (HSHSC) home pages, not to default-platform home pages',
          },
        ],
      });
    });

    it('shows the wrong-platform card in preview, naming both sets', async () => {
      const { registry } = fakeRegistry({ carousel: { blockSets: ['default', 'HSHSC'] } });
      await renderPage(
        { page: page(carousel('c1')), blockSet: 'custom', mode: 'preview' },
        fakeServices(),
        registry,
      );
      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('not a block of this kind of page');
      expect(card).toHaveTextContent(
        'belongs to default-platform home, Good Life Benefits Mall (HSHSC) home pages, not to custom, special and special-offer pages',
      );
    });

    it('renders every known block when the page names no set (Storybook, previews of one block)', async () => {
      const { registry } = fakeRegistry({ carousel: { blockSets: ['HSHSC'] } });
      await renderPage({ page: page(carousel('c1')) }, fakeServices(), registry);
      expect(await screen.findByText(/carousel c1/)).toBeInTheDocument();
    });
  });

  it('renders a block that takes no room at once, even far down the page', async () => {
    const observed: Element[] = [];
    // Nothing ever comes near the viewport in this test.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(target: Element) {
          observed.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const { registry } = fakeRegistry({ bannerAdvert: { skeletonHeight: 0 } });
    const notices = Array.from({ length: 10 }, (_, i) => notice(`n${i}`));
    const layer = { key: 'layer', type: 'bannerAdvert', options: { img: '/img/b.png' } };
    await renderPage({ page: page(...notices, layer) }, fakeServices(), registry);
    expect(await screen.findByText(/bannerAdvert layer/)).toBeInTheDocument();
    expect(screen.queryByText(/noticeShow n9/)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  describe('slots (custom-page mode)', () => {
    const { registry } = fakeRegistry({ noticeShow: { slot: 'header' }, bannerAdvert: { slot: 'footer' } });
    const banner = { key: 'b1', type: 'bannerAdvert', options: { img: '/img/b.png' } };
    const text = page(notice('n1'), carousel('c1'), banner, { key: 'u1', type: 'magicCarpet' });

    it('renders only the header blocks in the header slot, without reporting the others', async () => {
      const onDiagnostic = vi.fn();
      await renderPage(
        { page: text, slot: 'header', mode: 'preview', onDiagnostic },
        fakeServices(),
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.queryByText(/carousel c1/)).not.toBeInTheDocument();
      expect(screen.queryByText(/bannerAdvert b1/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(onDiagnostic).not.toHaveBeenCalled();
    });

    it('renders the rest in the body slot, where unknown types are still reported', async () => {
      await renderPage({ page: text, slot: 'body', mode: 'preview' }, fakeServices(), registry);
      expect(await screen.findByText(/carousel c1/)).toBeInTheDocument();
      expect(screen.queryByText(/noticeShow n1/)).not.toBeInTheDocument();
      expect(screen.queryByText(/bannerAdvert b1/)).not.toBeInTheDocument();
      expect(await screen.findByRole('alert')).toHaveTextContent('magicCarpet');
    });

    it('renders the footer blocks at once, wherever they stand in a long page', async () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
      );
      const notices = Array.from({ length: 10 }, (_, i) => carousel(`c${i}`));
      await renderPage({ page: page(...notices, banner), slot: 'footer' }, fakeServices(), registry);
      expect(await screen.findByText(/bannerAdvert b1/)).toBeInTheDocument();
      vi.unstubAllGlobals();
    });

    it('renders every block in page order when no slot is given', async () => {
      await renderPage({ page: text, mode: 'production' }, fakeServices(), registry);
      expect(await screen.findByText(/bannerAdvert b1/)).toBeInTheDocument();
      expect(screen.getByText(/noticeShow n1/)).toBeInTheDocument();
    });
  });

  describe('in production', () => {
    it('skips an unknown type, reports it once and still renders the rest', async () => {
      const onDiagnostic = vi.fn();
      const { registry } = fakeRegistry();
      const text = page({ key: 'u1', type: 'magicCarpet' }, notice('n1'));
      const { rerender, services } = await renderPage(
        { page: text, mode: 'production', onDiagnostic },
        fakeServices(),
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () =>
        rerender(
          <TestHost services={services}>
            <PageRenderer registry={registry} page={text} onDiagnostic={onDiagnostic} />
          </TestHost>,
        ),
      );
      expect(onDiagnostic).toHaveBeenCalledTimes(1);
      expect(onDiagnostic).toHaveBeenCalledWith({
        key: 'u1',
        type: 'magicCarpet',
        reason: 'unknown-type',
        errors: [{ path: 'type', message: 'is not a known block type' }],
      });
    });

    it('skips a block with invalid options and reports its field and message', async () => {
      const onDiagnostic = vi.fn();
      await renderPage({
        page: page(carousel('bad', { list: [{ url: '/x' }] }), notice('n1')),
        onDiagnostic,
      });
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      await waitFor(() => expect(onDiagnostic).toHaveBeenCalledTimes(1));
      expect(onDiagnostic).toHaveBeenCalledWith({
        key: 'bad',
        type: 'carousel',
        reason: 'invalid',
        errors: [{ path: 'options.list[0].img', message: 'is required' }],
      });
      expect(screen.queryByText(/carousel bad/)).not.toBeInTheDocument();
    });

    it('reports a duplicate key and keeps the first block', async () => {
      const onDiagnostic = vi.fn();
      await renderPage({ page: page(notice('same'), carousel('same')), onDiagnostic });
      expect(await screen.findByText('noticeShow same with 1 items')).toBeInTheDocument();
      expect(screen.queryByText(/^carousel/)).not.toBeInTheDocument();
      expect(onDiagnostic).toHaveBeenCalledWith(
        expect.objectContaining({ key: 'same', reason: 'duplicate-key' }),
      );
    });

    it('contains a block that throws while rendering: the other blocks still render', async () => {
      const Broken: BlockComponent<unknown> = () => {
        throw new Error('cannot read slides');
      };
      const { registry } = fakeRegistry({ carousel: { load: async () => Broken } });
      const onDiagnostic = vi.fn();
      await renderPage(
        { page: page(notice('n1'), carousel('c1'), notice('n2')), onDiagnostic },
        fakeServices(),
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(await screen.findByText('noticeShow n2 with 1 items')).toBeInTheDocument();
      await waitFor(() =>
        expect(onDiagnostic).toHaveBeenCalledWith({
          key: 'c1',
          type: 'carousel',
          reason: 'render-error',
          errors: [{ path: '', message: 'failed while rendering (cannot read slides)' }],
        }),
      );
      expect(onDiagnostic).toHaveBeenCalledTimes(1);
    });

    it('reports a chunk that fails to load as load-error', async () => {
      const { registry } = fakeRegistry({
        noticeShow: { load: () => Promise.reject(new Error('404 chunk')) },
      });
      const onDiagnostic = vi.fn();
      await renderPage({ page: page(notice('n1'), carousel('c1')), onDiagnostic }, fakeServices(), registry);
      expect(await screen.findByText('carousel c1 with 1 items')).toBeInTheDocument();
      await waitFor(() =>
        expect(onDiagnostic).toHaveBeenCalledWith(
          expect.objectContaining({
            key: 'n1',
            reason: 'load-error',
            errors: [{ path: '', message: 'its code could not be loaded (404 chunk)' }],
          }),
        ),
      );
    });

    it.each([
      ['not JSON', '{"list": [', 'not-json'],
      ['without a list', '{"blocks": []}', 'no-list'],
    ])('renders nothing for a page %s and reports the page error', async (_, text, reason) => {
      const onPageError = vi.fn();
      const { container } = await renderPage({ page: text, onPageError });
      await waitFor(() => expect(onPageError).toHaveBeenCalledTimes(1));
      expect(onPageError).toHaveBeenCalledWith(expect.objectContaining({ reason }));
      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('in preview', () => {
    it('shows a card naming the block key, type, reason, field and message', async () => {
      await renderPage({
        page: page(carousel('bad', { list: [{ img: 'a.png' }] }), notice('n1')),
        mode: 'preview',
      });
      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Block bad (carousel) is not shown');
      expect(card).toHaveTextContent('Reason: invalid settings');
      expect(within(card).getByText('options.list[0].img')).toBeInTheDocument();
      expect(card).toHaveTextContent('must be a picture address starting with / or http(s)://');
      expect(screen.getByText('noticeShow n1 with 1 items')).toBeInTheDocument();
    });

    it('takes preview mode from the services when no mode is given, and writes the card in Chinese for zh-CN', async () => {
      await renderPage(
        { page: page({ key: 'u1', type: 'magicCarpet' }) },
        fakeServices({ mode: 'preview', locale: 'zh-CN' }),
      );
      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('区块 u1（magicCarpet）未显示');
      expect(card).toHaveTextContent('原因：未知的区块类型');
      expect(card).toHaveTextContent('不是已知的区块类型');
    });

    it('shows a card for a block that throws', async () => {
      const Broken: BlockComponent<unknown> = () => {
        throw new Error('cannot read slides');
      };
      const { registry } = fakeRegistry({ carousel: { load: async () => Broken } });
      await renderPage({ page: page(carousel('c1')), mode: 'preview' }, fakeServices(), registry);
      const card = await screen.findByRole('alert');
      expect(card).toHaveTextContent('Block c1 (carousel) is not shown');
      expect(card).toHaveTextContent('failed while rendering (cannot read slides)');
    });

    it('notes a valid block that draws nothing, where a visitor sees nothing at all', async () => {
      const Nothing: BlockComponent<unknown> = () => null;
      const { registry } = fakeRegistry({ notEnough: { load: async () => Nothing } });
      const band = { key: 'band', type: 'notEnough', name: 'Points band', options: { threshold: 100 } };
      await renderPage({ page: page(band, notice('n1')), mode: 'preview' }, fakeServices(), registry);
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(
        'Block Points band (band) (notEnough) shows nothing right now: its list is empty or its condition is not met',
      );
      // A block that draws something has no note.
      expect(screen.getByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.getAllByRole('note')).toHaveLength(1);
    });

    it('has no such note outside preview', async () => {
      const Nothing: BlockComponent<unknown> = () => null;
      const { registry } = fakeRegistry({ notEnough: { load: async () => Nothing } });
      await renderPage(
        { page: page({ key: 'band', type: 'notEnough', options: {} }, notice('n1')) },
        fakeServices(),
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('shows a page-level alert for a page that is not JSON', async () => {
      await renderPage({ page: 'nope', mode: 'preview' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('The page data cannot be read');
      expect(alert).toHaveTextContent('the page data is not valid JSON');
    });
  });

  describe('availability', () => {
    const flashBuy = (key: string, options: object) => ({ key, type: 'flashBuy', options });
    const goodsList = (key: string, options: object) => ({ key, type: 'goodsList', options });

    it('asks about every plan and market of the page in exactly one call', async () => {
      const services = fakeServices();
      await renderPage(
        {
          page: page(
            flashBuy('f1', { planId: 'p1' }),
            flashBuy('f2', { marketId: 'm1', planId: 'p1' }),
            goodsList('g1', {
              list: [{ skuId: '1', productName: 'Rice', planId: 'p2' }],
              moreUrl: '/flashBuyGoodsList?marketId=m2',
            }),
            carousel('c1', { list: [{ img: '/a.png', url: '/goodsDetail?skuId=1&planId=p3' }] }),
          ),
        },
        services,
      );
      expect(await screen.findByText('carousel c1 with 1 items')).toBeInTheDocument();
      expect(services.checkAvailability).toHaveBeenCalledTimes(1);
      expect(services.checkAvailability).toHaveBeenCalledWith([
        { planId: 'p1' },
        { marketId: 'm1' },
        { planId: 'p2' },
        { marketId: 'm2' },
        { planId: 'p3' },
      ]);
    });

    it('still makes one call under StrictMode, which plans the page twice in development', async () => {
      const services = fakeServices({}, [{ planId: 'p1', isShow: true, isOpen: true }]);
      const onDiagnostic = vi.fn();
      await act(async () =>
        render(
          <StrictMode>
            <TestHost services={services}>
              <PageRenderer
                registry={fakeRegistry().registry}
                page={page(flashBuy('f1', { planId: 'p1' }), { key: 'u1', type: 'magicCarpet' })}
                onDiagnostic={onDiagnostic}
              />
            </TestHost>
          </StrictMode>,
        ),
      );
      expect(await screen.findByText('flashBuy f1')).toBeInTheDocument();
      expect(services.checkAvailability).toHaveBeenCalledTimes(1);
      expect(onDiagnostic).toHaveBeenCalledTimes(1);
    });

    it('makes no availability call for a page without plans or markets', async () => {
      const services = fakeServices();
      await renderPage({ page: page(carousel('c1')) }, services);
      expect(await screen.findByText('carousel c1 with 1 items')).toBeInTheDocument();
      expect(services.checkAvailability).not.toHaveBeenCalled();
    });

    it('keeps the skeleton while availability loads and hides a block whose plan is not shown', async () => {
      const answer = deferred<Availability[]>();
      const services = fakeServices({ checkAvailability: vi.fn(() => answer.promise) });
      await renderPage(
        { page: page(flashBuy('hidden', { planId: 'p1' }), flashBuy('shown', { planId: 'p2' })) },
        services,
      );
      await waitFor(() => expect(screen.getAllByRole('status', { name: 'Loading content' })).toHaveLength(2));
      await act(async () =>
        answer.resolve([
          { planId: 'p1', isShow: false, isOpen: true },
          { planId: 'p2', isShow: true, isOpen: true },
        ]),
      );
      expect(await screen.findByText('flashBuy shown')).toBeInTheDocument();
      expect(screen.queryByText('flashBuy hidden')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
    it('hides a block whose plan the availability answer does not mention', async () => {
      const services = fakeServices({}, [{ planId: 'p2', isShow: true, isOpen: true }]);
      await renderPage(
        { page: page(flashBuy('unknown', { planId: 'p1' }), flashBuy('known', { planId: 'p2' })) },
        services,
      );
      expect(await screen.findByText('flashBuy known')).toBeInTheDocument();
      expect(screen.queryByText('flashBuy unknown')).not.toBeInTheDocument();
    });

    it('marks each rendered block with its key and type', async () => {
      const services = fakeServices({}, [{ planId: 'p2', isShow: true, isOpen: true }]);
      const { container } = await renderPage({ page: page(flashBuy('known', { planId: 'p2' })) }, services);
      await screen.findByText('flashBuy known');
      expect(container.querySelector('[data-block-type="flashBuy"]')).toHaveTextContent('flashBuy known');
    });
  });

  describe('login', () => {
    it('renders nothing for a login-only block when the user is a guest, without reporting or loading it', async () => {
      const { registry, loads } = fakeRegistry({ flashBuy: { requiresLogin: true } });
      const onDiagnostic = vi.fn();
      const services = fakeServices({ user: null });
      await renderPage(
        {
          page: page({ key: 'f1', type: 'flashBuy', options: { planId: 'p1' } }, notice('n1')),
          onDiagnostic,
        },
        services,
        registry,
      );
      expect(await screen.findByText('noticeShow n1 with 1 items')).toBeInTheDocument();
      expect(screen.queryByText(/flashBuy/)).not.toBeInTheDocument();
      expect(loads.flashBuy).not.toHaveBeenCalled();
      expect(services.checkAvailability).not.toHaveBeenCalled();
      expect(onDiagnostic).not.toHaveBeenCalled();
    });

    it('renders a login-only block for a member', async () => {
      const { registry } = fakeRegistry({ flashBuy: { requiresLogin: true } });
      const services = fakeServices({}, [{ planId: 'p1', isShow: true, isOpen: true }]);
      await renderPage(
        { page: page({ key: 'f1', type: 'flashBuy', options: { planId: 'p1' } }) },
        services,
        registry,
      );
      expect(await screen.findByText('flashBuy f1')).toBeInTheDocument();
    });
  });

  describe('exposure tracking', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tracks one exposure 1 s after a block appears', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const services = fakeServices();
      await renderPage({ page: page(notice('n1'), carousel('c1')) }, services);
      for (let step = 0; step < 100 && !screen.queryByText('carousel c1 with 1 items'); step += 1) {
        await act(() => vi.advanceTimersByTimeAsync(10));
      }
      expect(screen.getByText('carousel c1 with 1 items')).toBeInTheDocument();
      const exposures = () =>
        vi.mocked(services.track).mock.calls.filter(([event]) => event.event === 'exposure');

      await act(() => vi.advanceTimersByTimeAsync(970));
      expect(exposures()).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(50));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(exposures()).toEqual([
        [{ event: 'exposure', floor_id: 'n1', floor_rank: 0, block_type: 'noticeShow' }],
        [{ event: 'exposure', floor_id: 'c1', floor_rank: 1, block_type: 'carousel' }],
      ]);
    });
  });
});
