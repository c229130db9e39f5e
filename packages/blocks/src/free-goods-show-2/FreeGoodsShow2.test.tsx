import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { FreeGoodsShow2Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/freeGoodsShow2/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { FREE_GOODS_SHOW_2_MAX } from './free-goods-show-2-layout.ts';
import { FreeGoodsShow2 } from './FreeGoodsShow2.tsx';
import * as stories from './FreeGoodsShow2.stories.tsx';

const { Typical, ManyItems, FromPlan, EnterprisePoints } = composeStories(stories);
const options: FreeGoodsShow2Options = typical.options;

describe('<FreeGoodsShow2 /> stories', checks.STORY_LIMITS, () => {
  it('shows the floor title, ten compact cards with 180 px pictures and prices, and More', async () => {
    const { block: floor } = await checks.expectStoryShowcase(Typical, {
      name: '1F 粮油副食',
      secondTitle: '家中常备',
      count: 10,
      first: {
        name: '有机大米 5kg',
        href: '/goodsDetail?skuId=1001&goodsId=101',
        pictureSide: 180,
        price: '价格 89 积分',
        marketPrice: '市场价 ¥129.00',
      },
      moreHref: '/goodsList?categoryId=3',
    });
    // One line of name: the whole name shows on hover.
    expect(within(floor).getByTitle('特级初榨橄榄油礼盒 750ml×2')).toBeInTheDocument();
  });

  it('shows at most 10 of fourteen goods, money in yuan with two decimals', async () => {
    const { cards } = await checks.renderStoryGoods(ManyItems, '3F 居家生活');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_2_MAX);
    expect(cards[0]).toHaveTextContent('价格 1,299 积分');
    expect(cards[8]).toHaveTextContent('价格 599.00 元');
    expect(cards.at(-1)).toHaveTextContent('挂耳咖啡 10g×30');
    expect(screen.queryByText('手工曲奇礼盒 908g')).not.toBeInTheDocument();
  });

  it('shows all 10 goods of its plan when it has no list', async () => {
    const { cards } = await checks.renderStoryGoods(FromPlan, '2F 春节福利');
    expect(cards).toHaveLength(10);
    expect(cards.at(-1)).toHaveTextContent('不锈钢电热水壶 1.7L');
  });

  it("says the enterprise's own name for points", async () => {
    const {
      cards: [rice],
    } = await checks.renderStoryGoods(EnterprisePoints, '1F 粮油副食');
    expect(rice).toHaveTextContent('价格 89 蓝海币');
    expect(rice).toHaveTextContent('市场价 ¥129.00');
  });
});

describe('<FreeGoodsShow2 /> behaviour', () => {
  it('shows two rows of five at most', () => {
    expect(FREE_GOODS_SHOW_2_MAX).toBe(10);
  });

  it('checks the plan before opening one of its goods', async () => {
    const loading = checks.clickLinks(<FreeGoodsShow2 blockKey="f" options={{ planId: 'plan-spring' }} />, [
      '有机纯牛奶 12 盒',
    ]);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const calls = await loading;
    expect(calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1019&goodsId=119');
  });

  it('checks the market of a listed goods item before opening it', async () => {
    const [rice] = options.list ?? [];
    const calls = await checks.clickLinks(
      <FreeGoodsShow2 blockKey="f" options={{ list: [{ ...rice!, marketId: 'market-flash-1' }] }} />,
      ['有机大米 5kg'],
    );
    expect(calls.checkAvailability).toEqual([[{ marketId: 'market-flash-1' }]]);
    expect(calls.navigate).toHaveLength(1);
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow2 blockKey="f" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Goods floor' })).toBeInTheDocument();
    const [rice] = screen.getAllByRole('article');
    expect(rice).toHaveTextContent('Price 89 points');
    expect(rice).toHaveTextContent('Market price ¥129.00');
  });

  it('renders nothing when the plan goods fail to load', () =>
    checks.expectBlockShowsNothing(<FreeGoodsShow2 blockKey="f" options={{ planId: 'plan-unknown' }} />));
});
