import { describe, expect, it, vi } from 'vitest';
import { fakeRegistry } from '../test/fake-registry.tsx';
import type { PlanContext } from './page-plan.ts';
import { preloadPage, takePreloadedPlan } from './preload-page.ts';

const page = JSON.stringify({
  list: [
    { key: 'a', type: 'noticeShow', options: { list: [] } },
    { key: 'b', type: 'noticeShow', options: { list: [] } },
    { key: 'c', type: 'flashBuy', options: { marketId: 'market-1' } },
    { key: 'd', type: 'noSuchBlock', options: {} },
    'not a block',
  ],
});

function setUp() {
  const { registry, loads } = fakeRegistry({
    flashBuy: {
      requiresLogin: true,
      blockSets: ['HSHSC'],
      planGoodsOf: (options) => ({ marketId: (options as { marketId?: string }).marketId }),
    },
  });
  const loadValidator = vi.spyOn(registry.schemas, 'loadValidator');
  const fetchPlanGoods = vi.fn(async () => ({ name: 'plan', goodsList: [] }));
  const checkAvailability = vi.fn(async () => [{ marketId: 'market-1', isShow: true, isOpen: true }]);
  return { registry, loads, loadValidator, fetchPlanGoods, checkAvailability };
}

/** Six notices, which a server draws with the page, then a flash sale of `marketId`, which it does not. */
function pageWithMarketBelowTheFirstBlocks(marketId: string): string {
  const notices = Array.from({ length: 6 }, (_, i) => ({
    key: `n${i}`,
    type: 'noticeShow',
    options: { list: [] },
  }));
  return JSON.stringify({ list: [...notices, { key: 'c', type: 'flashBuy', options: { marketId } }] });
}

/** The context of a member's page the server rendered with its data, with the test's calls. */
function serverRendered(
  calls: Pick<PlanContext, 'registry' | 'checkAvailability' | 'fetchPlanGoods'>,
): PlanContext {
  return { ...calls, locale: 'zh-CN', isGuest: false, renderedWithData: true };
}

describe('preloadPage', () => {
  it('asks once for the chunk and validator of each block type the page shows, and for its plans’ goods once shown', async () => {
    const { registry, loads, loadValidator, fetchPlanGoods, checkAvailability } = setUp();

    preloadPage(page, { registry, locale: 'zh-CN', isGuest: false, checkAvailability, fetchPlanGoods });

    expect(loads.noticeShow).toHaveBeenCalledTimes(1);
    expect(loads.flashBuy).toHaveBeenCalledTimes(1);
    expect(loadValidator.mock.calls.map(([type]) => type).sort()).toEqual(['flashBuy', 'noticeShow']);
    expect(checkAvailability).toHaveBeenCalledWith([{ marketId: 'market-1' }]);
    expect(fetchPlanGoods).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(fetchPlanGoods).toHaveBeenCalledWith({ planId: undefined, marketId: 'market-1' }),
    );
  });

  it('asks no goods of a plan the availability call does not show (issue 22: a 400 for another enterprise’s plan)', async () => {
    const { registry, fetchPlanGoods, checkAvailability } = setUp();
    checkAvailability.mockResolvedValue([{ marketId: 'market-1', isShow: false, isOpen: false }]);

    preloadPage(page, { registry, locale: 'zh-CN', isGuest: false, checkAvailability, fetchPlanGoods });

    await vi.waitFor(() => expect(checkAvailability).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchPlanGoods).not.toHaveBeenCalled();
  });

  it('asks neither the availability nor the plans’ goods of a page the server rendered with them, until a block reads them', async () => {
    const { registry, loads, fetchPlanGoods, checkAvailability } = setUp();
    const context = { registry, locale: 'zh-CN' as const, isGuest: false, checkAvailability, fetchPlanGoods };

    preloadPage(page, { ...context, renderedWithData: true });

    expect(loads.flashBuy).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checkAvailability).not.toHaveBeenCalled();
    expect(fetchPlanGoods).not.toHaveBeenCalled();
    // The renderer, whose context says nothing of it, takes that plan; a block that reads the answer asks.
    const plan = takePreloadedPlan(page, context)!;
    expect(plan).toBeDefined();
    expect(await plan.batch!.entries).toEqual([{ marketId: 'market-1', isShow: true, isOpen: true }]);
    expect(checkAvailability).toHaveBeenCalledTimes(1);
  });

  it('asks no availability the page came with, and goes on to the goods of the blocks the server did not draw', async () => {
    const { registry, fetchPlanGoods, checkAvailability } = setUp();
    const long = pageWithMarketBelowTheFirstBlocks('market-3');
    const heldAvailability = vi.fn((question: string) =>
      question === JSON.stringify([{ marketId: 'market-3' }])
        ? [{ marketId: 'market-3', isShow: true, isOpen: true }]
        : undefined,
    );

    preloadPage(long, {
      ...serverRendered({ registry, checkAvailability, fetchPlanGoods }),
      heldAvailability,
    });

    await vi.waitFor(() =>
      expect(fetchPlanGoods).toHaveBeenCalledWith({ planId: undefined, marketId: 'market-3' }),
    );
    expect(heldAvailability).toHaveBeenCalled();
    expect(checkAvailability).not.toHaveBeenCalled();
  });

  it('asks the goods of a block the server did not draw, below the first blocks, with the availability they wait on', async () => {
    const { registry, fetchPlanGoods, checkAvailability } = setUp();
    // A market of its own: swr's preload asks once per plan for the whole file.
    checkAvailability.mockResolvedValue([{ marketId: 'market-2', isShow: true, isOpen: true }]);
    const long = pageWithMarketBelowTheFirstBlocks('market-2');

    preloadPage(long, serverRendered({ registry, checkAvailability, fetchPlanGoods }));

    await vi.waitFor(() =>
      expect(fetchPlanGoods).toHaveBeenCalledWith({ planId: undefined, marketId: 'market-2' }),
    );
    expect(checkAvailability).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for the blocks a guest or another block set never sees', () => {
    const guest = setUp();
    preloadPage(page, {
      registry: guest.registry,
      locale: 'zh-CN',
      isGuest: true,
      checkAvailability: guest.checkAvailability,
      fetchPlanGoods: guest.fetchPlanGoods,
    });
    expect(guest.loads.flashBuy).not.toHaveBeenCalled();
    expect(guest.fetchPlanGoods).not.toHaveBeenCalled();

    const otherSet = setUp();
    preloadPage(page, {
      registry: otherSet.registry,
      locale: 'zh-CN',
      isGuest: false,
      blockSet: 'custom',
      checkAvailability: otherSet.checkAvailability,
      fetchPlanGoods: otherSet.fetchPlanGoods,
    });
    expect(otherSet.loads.flashBuy).not.toHaveBeenCalled();
    expect(otherSet.loads.noticeShow).toHaveBeenCalledTimes(1);
  });

  it('leaves a page that is not JSON to the renderer to report, without throwing', () => {
    const { registry, loadValidator, fetchPlanGoods, checkAvailability } = setUp();
    expect(() =>
      preloadPage('{"list": [', {
        registry,
        locale: 'zh-CN',
        isGuest: false,
        checkAvailability,
        fetchPlanGoods,
      }),
    ).not.toThrow();
    expect(loadValidator).not.toHaveBeenCalled();
  });
});
