import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import type { FlashBuyOptions, PlanGoods } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/flashBuy/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { FlashBuy } from './FlashBuy.tsx';
import * as stories from './FlashBuy.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, Guest, Ended } = composeStories(stories);
const options: FlashBuyOptions = typical.options;

const NOW = new Date('2026-11-21T10:00:00+08:00').getTime();
const sale = (dateEnd: string): PlanGoods => ({
  marketId: 'market-flash-1',
  name: '限时抢购',
  marketType: 'rush',
  dateStart: '2026-11-20T10:00:00+08:00',
  dateEnd,
  goodsList: [
    {
      skuId: '1026',
      productName: '主动降噪蓝牙耳机',
      specProductPrice: 99,
      specMarketPrice: 399,
      soldCount: 2890,
    },
  ],
});

/** Lets the goods request resolve under fake timers. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('<FlashBuy /> stories', () => {
  it('shows the title, a running countdown, four goods with sold counts and go-buy links', async () => {
    await renderStory(Typical);
    const block = await screen.findByRole('region', { name: '限时抢购' });
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 2 天 5 小时 (29|30) 分 \d+ 秒$/);
    expect(within(block).getAllByRole('article')).toHaveLength(4);
    expect(within(block).getByText('已抢 2,890 件')).toBeInTheDocument();
    const goBuy = within(block).getByRole('link', { name: '去抢购 主动降噪蓝牙耳机' });
    expect(goBuy.getAttribute('href')).toMatch(
      /^\/goodsDetail\?skuId=1026&marketType=rush&marketId=market-flash-1&dateEnd=\d{4}-/,
    );
    const more = within(block).getByRole('link', { name: /更多抢购/ });
    expect(more.getAttribute('href')).toMatch(
      /^\/flashBuyGoodsList\?marketId=market-flash-1&dateStart=.+&dateEnd=.+/,
    );
  });

  it('renders nothing for a sale without goods', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows as many goods as maxGoods asks for', async () => {
    await renderStory(ManyItems);
    const block = await screen.findByRole('region', { name: '春节福利抢购' });
    expect(within(block).getAllByRole('article')).toHaveLength(8);
  });

  it('shows the diagnostic card when neither plan nor market is set', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('planId');
    expect(card).toHaveTextContent('options.maxGoods');
  });

  it('is not rendered for a guest', async () => {
    const { container } = await renderStory(Guest);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows the end text and no go-buy once the sale has ended', async () => {
    await renderStory(Ended);
    const block = await screen.findByRole('region', { name: '上周秒杀' });
    expect(within(block).getByText('活动已结束')).toBeInTheDocument();
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: /^去抢购/ })).not.toBeInTheDocument();
  });
});

describe('<FlashBuy /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second and shows the end text at zero', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-21T10:00:03+08:00') },
    });
    await settle();
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 3 秒');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 2 秒');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 1 秒');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
  });

  it('shows days, hours, minutes and seconds as two-digit boxes', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-23T13:04:05+08:00') },
    });
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('距结束02天03时04分05秒');
  });

  it("shows the block's own end text at zero", async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<FlashBuy blockKey="f" options={{ ...options, endText: '本场已结束' }} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-21T10:00:01+08:00') },
    });
    await settle();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('本场已结束')).toBeInTheDocument();
  });

  it('says activity ended in English', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<FlashBuy blockKey="f" options={options} />, {
      locale: 'en-US',
      services: { fetchPlanGoods: async () => sale('2026-11-21T09:00:00+08:00') },
    });
    await settle();
    expect(screen.getByText('activity ended')).toBeInTheDocument();
  });

  it('neither renders nor fetches for a guest', async () => {
    const { container, services } = renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { user: null },
    });
    await act(async () => {});
    expectNothingShown(container);
    expect(services.calls.fetchPlanGoods).toEqual([]);
  });

  it("shows a skeleton of the block's height while the goods load", () => {
    renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { fetchPlanGoods: () => new Promise<PlanGoods>(() => {}) },
    });
    expect(screen.getByRole('status', { name: '加载中' })).toHaveStyle({ height: '380px' });
  });

  it('renders nothing when the goods fail to load', async () => {
    const { container } = renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { fetchPlanGoods: async () => Promise.reject(new Error('500')) },
    });
    await act(async () => {});
    expectNothingShown(container);
  });
});
