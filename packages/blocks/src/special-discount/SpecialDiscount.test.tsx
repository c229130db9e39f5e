import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { Goods, SpecialDiscountOptions } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import list from '../../../../fixtures/blocks/specialDiscount/list.json';
import typical from '../../../../fixtures/blocks/specialDiscount/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import {
  itCountsDownToTheEndOfTheSale,
  renderSaleEndingAt,
  tickASecond,
} from '../testing/goods-sale-countdown.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { SPECIAL_DISCOUNT_MAX_GOODS, SpecialDiscount } from './SpecialDiscount.tsx';
import * as stories from './SpecialDiscount.stories.tsx';

const { Typical, ManyItems, FromList, Ended } = composeStories(stories);
const options: SpecialDiscountOptions = typical.options;
const listOptions: SpecialDiscountOptions = list.options;

describe('<SpecialDiscount /> stories', checks.STORY_LIMITS, () => {
  it('tags the goods of its market with their discount and counts down to its end', async () => {
    const block = await checks.renderStoryBlock(Typical, '特价专区');
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 2 天 5 小时 (29|30) 分 \d+ 秒$/);
    expect(within(block).getByText('距结束')).toBeInTheDocument();
    const cards = within(block).getAllByRole('article');
    expect(cards).toHaveLength(SPECIAL_DISCOUNT_MAX_GOODS);
    const first = cards[0]!;
    checks.expectGoodsCard(first, {
      name: '主动降噪蓝牙耳机',
      href: '/goodsDetail?skuId=1026&goodsId=126',
      price: '价格 99 积分',
    });
    expect(within(first).getByText('2.5折')).toBeInTheDocument();
    expect(within(first).getByText('立省 300 积分')).toBeInTheDocument();
    checks.expectMoreLink(block, '/goodsList?marketId=market-flash-1');
  });

  it('shows the first 5 of the ten goods of a plan, with its countdown', async () => {
    const block = await checks.renderStoryBlock(ManyItems, '春节特惠');
    expect(within(block).getAllByRole('article')).toHaveLength(5);
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 (59|60) 天/);
  });

  it("has no countdown for the operator's own list, and tags only goods with a higher market price", async () => {
    const block = await checks.renderStoryBlock(FromList, '今日特价');
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
    const [bedding, , , cookies, checkup] = within(block).getAllByRole('article');
    expect(within(bedding!).getByText('6折')).toBeInTheDocument();
    expect(cookies).not.toHaveTextContent('折');
    expect(cookies).not.toHaveTextContent('立省');
    expect(within(checkup!).getByText('5折')).toBeInTheDocument();
    expect(within(checkup!).getByText('立省 299.50 元')).toBeInTheDocument();
  });

  it('shows the end text instead of the countdown once the market has ended', async () => {
    const block = await checks.renderStoryBlock(Ended, '上周特价');
    expect(within(block).getByText('活动已结束')).toBeInTheDocument();
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('<SpecialDiscount /> behaviour', checks.STORY_LIMITS, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  itCountsDownToTheEndOfTheSale((endText) => (
    <SpecialDiscount blockKey="s" options={{ ...options, endText }} />
  ));

  it('keeps its goods on show after the end', async () => {
    await renderSaleEndingAt(<SpecialDiscount blockKey="s" options={options} />, '2026-11-21T10:00:01+08:00');
    tickASecond();
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('2.5折');
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
    const calls = await checks.clickLinks(<SpecialDiscount blockKey="s" options={options} />, [
      '主动降噪蓝牙耳机',
    ]);
    expect(calls.checkAvailability).toEqual([[expect.objectContaining({ marketId: 'market-flash-1' })]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1026&goodsId=126');
  });

  it("shows a skeleton of the block's height while the goods load", () =>
    checks.expectSkeletonHeight(<SpecialDiscount blockKey="s" options={options} />, 380));

  it('renders nothing when the goods fail to load', () =>
    checks.expectBlockShowsNothing(<SpecialDiscount blockKey="s" options={{ planId: 'plan-unknown' }} />));

  it('speaks English: percent off, saving, ends in and activity ended', async () => {
    await renderSaleEndingAt(
      <SpecialDiscount blockKey="s" options={options} />,
      '2026-11-21T10:00:01+08:00',
      {
        locale: 'en-US',
      },
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('75% off')).toBeInTheDocument();
    expect(within(card).getByText('Save 300 points')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Ends in/);
    tickASecond();
    expect(screen.getByText('activity ended')).toBeInTheDocument();
  });
});
