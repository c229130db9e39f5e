import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { FreeGoodsShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/freeGoodsShow/many.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { FREE_GOODS_SHOW_MAX } from './free-goods-show-layout.ts';
import { FreeGoodsShow } from './FreeGoodsShow.tsx';
import * as stories from './FreeGoodsShow.stories.tsx';

const { Typical, ManyItems, FromPlan, EnterprisePoints } = composeStories(stories);
const manyOptions: FreeGoodsShowOptions = many.options;
const planBlock = <FreeGoodsShow blockKey="f" options={{ planId: 'plan-spring' }} />;

describe('<FreeGoodsShow /> stories', checks.STORY_LIMITS, () => {
  it('shows the head, eight goods with points and struck market prices, and More', async () => {
    await checks.expectStoryShowcase(Typical, {
      name: '自选好物',
      secondTitle: '员工精选 · 积分兑换',
      count: 8,
      first: {
        name: '有机大米 5kg',
        href: '/goodsDetail?skuId=1001&goodsId=101',
        pictureSide: 160,
        price: '价格 89 积分',
        marketPrice: '市场价 ¥129.00',
      },
      moreHref: '/goodsList?categoryId=1',
    });
  });

  it('shows at most 8 of twelve goods, money in yuan with two decimals', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(ManyItems, '居家好物');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_MAX);
    expect(cards.at(-1)).toHaveTextContent('不锈钢电热水壶 1.7L');
    expect(within(showcase).queryByText('明前龙井 250g 礼盒')).not.toBeInTheDocument();
    expect(cards[6]).toHaveTextContent('价格 599.00 元');
    expect(within(showcase).queryByRole('link', { name: /更多/ })).not.toBeInTheDocument();
  });

  it('shows the first 8 of the 10 goods of its plan when it has no list', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(FromPlan, '春节福利');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent('有机大米 5kg');
    expect(within(showcase).queryByText('不锈钢电热水壶 1.7L')).not.toBeInTheDocument();
  });

  it("says the enterprise's own name for points", async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(EnterprisePoints, '自选好物');
    expect(cards[0]).toHaveTextContent('价格 89 蓝海币');
    expect(within(showcase).queryByText(/积分$/)).not.toBeInTheDocument();
  });
});

describe('<FreeGoodsShow /> behaviour', () => {
  it('exports the showcase limit of 8', () => {
    expect(FREE_GOODS_SHOW_MAX).toBe(8);
  });

  it('loads the goods of its plan through the services, showing a skeleton meanwhile', async () => {
    const { services } = renderBlock(planBlock);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring', marketId: undefined }]);
  });

  it('checks the plan before opening a plan goods detail', async () => {
    const calls = await checks.clickLinks(planBlock, ['316 不锈钢保温杯']);
    expect(calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1012&goodsId=112');
  });

  it("warns with the plan's status instead of opening the goods when its plan is offline", async () => {
    const calls = await checks.clickLinks(planBlock, ['有机大米 5kg'], {
      services: {
        checkAvailability: async () => [
          { planId: 'plan-spring', statusCN: '活动已下线', isShow: true, isOpen: false },
        ],
      },
    });
    checks.expectOpened(calls);
    expect(calls.notify).toEqual([{ status: 'warning', text: '活动已下线' }]);
  });

  it('opens an operator-listed goods detail without an availability check', async () => {
    const calls = await checks.clickLinks(<FreeGoodsShow blockKey="f" options={manyOptions} />, [
      '不粘炒锅 32cm',
    ]);
    expect(calls.checkAvailability).toEqual([]);
    checks.expectOpened(calls, '/goodsDetail?skuId=2040&goodsId=240');
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow blockKey="f" options={{ list: manyOptions.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Selected goods' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 199 points');
  });

  it.each([
    ['when the plan goods fail to load', { planId: 'plan-unknown' }],
    ['for a market without goods', { marketId: 'market-flash-empty' }],
  ])('renders nothing %s', (_, options: FreeGoodsShowOptions) =>
    checks.expectBlockShowsNothing(<FreeGoodsShow blockKey="f" options={options} />),
  );
});
