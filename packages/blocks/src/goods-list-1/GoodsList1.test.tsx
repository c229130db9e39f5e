import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { GoodsList1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/goodsList1/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { GOODS_LIST_1_MAX } from './goods-list-1-layout.ts';
import { GoodsList1 } from './GoodsList1.tsx';
import * as stories from './GoodsList1.stories.tsx';

const { Typical, ManyItems, FromPlan, FromMarket, EnterprisePoints } = composeStories(stories);
const options: GoodsList1Options = typical.options;
const buyPuer = '立即购买 云南普洱茶饼 357g';

describe('<GoodsList1 /> stories', checks.STORY_LIMITS, () => {
  it('shows each goods as a row: 200x200 picture, name, plan, prices and Buy now', async () => {
    const detail = '/goodsDetail?skuId=1006&goodsId=106';
    const {
      cards: [longjing],
    } = await checks.expectStoryShowcase(Typical, {
      name: '新茶尝鲜',
      secondTitle: '明前头采 · 限量供应',
      count: 4,
      first: {
        name: '明前龙井 250g 礼盒',
        href: detail,
        pictureSide: 200,
        price: '价格 329 积分',
        marketPrice: '市场价 ¥458.00',
      },
      moreHref: '/goodsList?planId=plan-tea',
    });
    expect(longjing).toHaveTextContent('所属计划 新茶尝鲜');
    const buyNow = within(longjing!).getByRole('link', { name: '立即购买 明前龙井 250g 礼盒' });
    expect(buyNow).toHaveTextContent('立即购买');
    expect(buyNow).toHaveAttribute('href', detail);
  });

  it('shows at most 8 of eleven rows', async () => {
    const { block: list, cards: rows } = await checks.renderStoryGoods(ManyItems, '年货清单');
    expect(rows).toHaveLength(GOODS_LIST_1_MAX);
    expect(rows.at(-1)).toHaveTextContent('明前龙井 250g 礼盒');
    expect(within(list).queryByText('不锈钢电热水壶 1.7L')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /^立即购买 / })).toHaveLength(8);
  });

  it.each([
    [
      'lists the first 8 of the 10 goods of its plan, tagged with the plan',
      FromPlan,
      '春节福利',
      8,
      '有机大米 5kg',
    ],
    [
      "tags the goods of a market with the market's name when they carry no plan name",
      FromMarket,
      '限时抢购',
      6,
      '主动降噪蓝牙耳机',
    ],
  ])('%s', async (_, Story, source, count, firstName) => {
    const { cards: rows } = await checks.renderStoryGoods(Story, source);
    expect(rows).toHaveLength(count);
    expect(rows[0]).toHaveTextContent(firstName);
    expect(rows[0]).toHaveTextContent(`所属计划 ${source}`);
  });

  it("says the enterprise's own name for points", async () => {
    const { cards } = await checks.renderStoryGoods(EnterprisePoints, '新茶尝鲜');
    expect(cards[0]).toHaveTextContent('价格 329 蓝海币');
  });
});

describe('<GoodsList1 /> behaviour', () => {
  it('lists 8 rows at most', () => {
    expect(GOODS_LIST_1_MAX).toBe(8);
  });

  it("opens the goods detail from Buy now after checking the goods' plan, tracking the plan and the rank", async () => {
    const calls = await checks.clickLinks(<GoodsList1 blockKey="g" options={options} />, [buyPuer]);
    expect(calls.checkAvailability).toEqual([[{ planId: 'plan-tea' }]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=2025&goodsId=225');
    expect(calls.track).toEqual([
      expect.objectContaining({ event: 'click', plan_id: 'plan-tea', plan_name: '新茶尝鲜', plan_rank: 1 }),
    ]);
  });

  it('opens the goods detail from its name', async () => {
    const calls = await checks.clickLinks(<GoodsList1 blockKey="g" options={options} />, ['高山红茶 200g']);
    checks.expectOpened(calls, '/goodsDetail?skuId=2004&goodsId=204');
  });

  it('loads the goods of its market through the services, showing a skeleton meanwhile', async () => {
    const { services } = renderBlock(<GoodsList1 blockKey="g" options={{ marketId: 'market-flash-1' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: undefined, marketId: 'market-flash-1' }]);
  });

  it('labels the list and Buy now in English', () => {
    renderBlock(<GoodsList1 blockKey="g" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Goods list' })).toBeInTheDocument();
    const row = screen.getAllByRole('article')[0]!;
    expect(within(row).getByRole('link', { name: 'Buy 明前龙井 250g 礼盒 now' })).toHaveTextContent(
      'Buy now',
    );
    expect(row).toHaveTextContent('Plan 新茶尝鲜');
    expect(row).toHaveTextContent('Price 329 points');
  });

  it('renders nothing when the plan goods fail to load', () =>
    checks.expectBlockShowsNothing(<GoodsList1 blockKey="g" options={{ planId: 'plan-unknown' }} />));
});
