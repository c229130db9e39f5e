import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goods, PlanGoods, SpecialDiscountOptions } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import list from '../../../../fixtures/blocks/specialDiscount/list.json';
import typical from '../../../../fixtures/blocks/specialDiscount/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SPECIAL_DISCOUNT_MAX_GOODS, SpecialDiscount } from './SpecialDiscount.tsx';
import * as stories from './SpecialDiscount.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, FromList, Ended } = composeStories(stories);
const options: SpecialDiscountOptions = typical.options;
const listOptions: SpecialDiscountOptions = list.options;

// The stories go through the page pipeline (lazy chunk, validation): generous limits for a busy machine.
const LIMITS = { timeout: 20_000 };
const findBlock = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

const NOW = new Date('2026-11-21T10:00:00+08:00').getTime();
const headphones: Goods = {
  skuId: '1026',
  goodsId: '126',
  productName: '主动降噪蓝牙耳机',
  specProductPrice: 99,
  specMarketPrice: 399,
};
const sale = (dateEnd: string, goodsList: Goods[] = [headphones]): PlanGoods => ({
  marketId: 'market-flash-1',
  name: '限时抢购',
  dateStart: '2026-11-20T10:00:00+08:00',
  dateEnd,
  goodsList,
});

/** Lets the goods request resolve under fake timers. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('<SpecialDiscount /> stories', LIMITS, () => {
  it('tags the goods of its market with their discount and counts down to its end', async () => {
    await renderStory(Typical);
    const block = await findBlock('特价专区');
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 2 天 5 小时 (29|30) 分 \d+ 秒$/);
    expect(within(block).getByText('距结束')).toBeInTheDocument();
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(SPECIAL_DISCOUNT_MAX_GOODS);
    const [first] = cards;
    expect(within(first!).getByRole('link', { name: '主动降噪蓝牙耳机' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1026&goodsId=126',
    );
    expect(first).toHaveTextContent('价格 99 积分');
    expect(within(first!).getByText('2.5折')).toBeInTheDocument();
    expect(within(first!).getByText('立省 300 积分')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: /更多/ })).toHaveAttribute(
      'href',
      '/goodsList?marketId=market-flash-1',
    );
  });

  it('renders nothing for a market without goods', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows the first 5 of the ten goods of a plan, with its countdown', async () => {
    await renderStory(ManyItems);
    const block = await findBlock('春节特惠');
    expect(within(block).getAllByRole('article')).toHaveLength(5);
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 (59|60) 天/);
  });

  it('shows the diagnostic card naming the missing SKU, the text market price and the long end text', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(card).toHaveTextContent('options.list[0].skuId');
    expect(card).toHaveTextContent('options.list[1].specMarketPrice');
    expect(card).toHaveTextContent('options.endText');
  });

  it("has no countdown for the operator's own list, and tags only goods with a higher market price", async () => {
    await renderStory(FromList);
    const block = await findBlock('今日特价');
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
    const [bedding, , , cookies, checkup] = within(block).getAllByRole('article');
    expect(within(bedding!).getByText('6折')).toBeInTheDocument();
    expect(cookies).not.toHaveTextContent('折');
    expect(cookies).not.toHaveTextContent('立省');
    expect(within(checkup!).getByText('5折')).toBeInTheDocument();
    expect(within(checkup!).getByText('立省 299.50 元')).toBeInTheDocument();
  });

  it('shows the end text instead of the countdown once the market has ended', async () => {
    await renderStory(Ended);
    const block = await findBlock('上周特价');
    expect(within(block).getByText('活动已结束')).toBeInTheDocument();
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('<SpecialDiscount /> behaviour', LIMITS, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down each second and shows the end text at zero', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<SpecialDiscount blockKey="s" options={options} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-21T10:00:02+08:00') },
    });
    await settle();
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 2 秒');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 1 秒');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
    // The goods stay on show after the end.
    expect(screen.getByRole('article')).toHaveTextContent('2.5折');
  });

  it('shows days, hours, minutes and seconds as two-digit boxes', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<SpecialDiscount blockKey="s" options={options} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-23T13:04:05+08:00') },
    });
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('距结束02天03时04分05秒');
  });

  it("shows the block's own end text at zero", async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<SpecialDiscount blockKey="s" options={{ ...options, endText: '本场特价已结束' }} />, {
      services: { fetchPlanGoods: async () => sale('2026-11-21T10:00:01+08:00') },
    });
    await settle();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('本场特价已结束')).toBeInTheDocument();
  });

  it('tags 7.5折 for 75 of 100, and nothing when the market price is not higher', () => {
    const goods = (skuId: string, price: number, market: number): Goods => ({
      skuId,
      productName: `商品 ${skuId}`,
      specProductPrice: price,
      specMarketPrice: market,
    });
    renderBlock(
      <SpecialDiscount
        blockKey="s"
        options={{ list: [goods('a', 75, 100), goods('b', 100, 100), goods('c', 120, 100)] }}
      />,
    );
    const [cheaper, same, dearer] = screen.getAllByRole('article');
    expect(within(cheaper!).getByText('7.5折')).toBeInTheDocument();
    expect(within(cheaper!).getByText('立省 25 积分')).toBeInTheDocument();
    expect(same).not.toHaveTextContent('折');
    expect(dearer).not.toHaveTextContent('折');
  });

  it("says the saving in the enterprise's own points currency", () => {
    renderBlock(<SpecialDiscount blockKey="s" options={listOptions} />, {
      services: { tenant: { pointsName: '蓝海币' } },
    });
    const [bedding] = screen.getAllByRole('article');
    expect(bedding).toHaveTextContent('价格 899 蓝海币');
    expect(within(bedding!).getByText('立省 600 蓝海币')).toBeInTheDocument();
  });

  it('checks the market before opening a goods detail', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<SpecialDiscount blockKey="s" options={options} />);
    await user.click(await screen.findByRole('link', { name: '主动降噪蓝牙耳机' }, { timeout: 5000 }));
    expect(services.calls.checkAvailability).toEqual([
      [expect.objectContaining({ marketId: 'market-flash-1' })],
    ]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=1026&goodsId=126' },
    ]);
  });

  it("shows a skeleton of the block's height while the goods load", () => {
    renderBlock(<SpecialDiscount blockKey="s" options={options} />, {
      services: { fetchPlanGoods: () => new Promise<PlanGoods>(() => {}) },
    });
    expect(screen.getByRole('status', { name: '加载中' })).toHaveStyle({ height: '380px' });
  });

  it('renders nothing when the goods fail to load', async () => {
    const { container } = renderBlock(<SpecialDiscount blockKey="s" options={{ planId: 'plan-unknown' }} />);
    await waitForPage();
    expectNothingShown(container);
  });

  it('speaks English: percent off, saving, ends in and activity ended', async () => {
    vi.useFakeTimers({ now: NOW });
    renderBlock(<SpecialDiscount blockKey="s" options={options} />, {
      locale: 'en-US',
      services: { fetchPlanGoods: async () => sale('2026-11-21T10:00:01+08:00') },
    });
    await settle();
    const card = screen.getByRole('article');
    expect(within(card).getByText('75% off')).toBeInTheDocument();
    expect(within(card).getByText('Save 300 points')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Ends in/);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('activity ended')).toBeInTheDocument();
  });
});
