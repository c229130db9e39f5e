import { describe, expect, it, vi } from 'vitest';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { preloadPage } from './preload-page.ts';

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
