import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goods, GoodsListOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/goodsList/many.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { GOODS_SHOWCASE_MAX, GoodsList } from './GoodsList.tsx';
import * as stories from './GoodsList.stories.tsx';

const { Typical, ManyItems, FromPlan } = composeStories(stories);
const manyOptions: GoodsListOptions = many.options;

describe('<GoodsList /> stories', () => {
  it('shows the head, eight goods with points and struck market prices, and More', async () => {
    await checks.expectStoryShowcase(Typical, {
      name: '精选好物',
      secondTitle: '员工专享价',
      count: 8,
      first: {
        name: '有机大米 5kg',
        href: '/goodsDetail?skuId=1001&goodsId=101',
        price: '价格 89 积分',
        marketPrice: '市场价 ¥129.00',
      },
      moreHref: '/goodsList?categoryId=1',
    });
  });

  it('shows at most 8 of twelve goods', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(ManyItems, '热销榜');
    expect(cards).toHaveLength(GOODS_SHOWCASE_MAX);
    expect(within(showcase).queryByRole('link', { name: /更多/ })).not.toBeInTheDocument();
  });

  it('loads the goods of its plan when it has no list', async () => {
    const { cards } = await checks.renderStoryGoods(FromPlan, '春节福利');
    expect(cards).toHaveLength(8);
  });
});

describe('<GoodsList /> behaviour', () => {
  it('exports the showcase limit of 8', () => {
    expect(GOODS_SHOWCASE_MAX).toBe(8);
  });

  it('shows money units with two decimals and thousands separators, points as integers, the market price as money', () => {
    const list: Goods[] = [
      {
        skuId: 's1',
        productName: '体检套餐',
        specProductPrice: 1299.5,
        specMarketPrice: 1880,
        priceUnit: '元',
      },
      { skuId: 's2', productName: '年货礼盒', specProductPrice: 12800, priceUnit: '福分' },
    ];
    renderBlock(<GoodsList blockKey="g" options={{ list }} />);
    const [checkup, gift] = screen.getAllByRole('article');
    expect(checkup).toHaveTextContent('1,299.50 元');
    expect(checkup).toHaveTextContent('市场价 ¥1,880.00');
    expect(gift).toHaveTextContent('12,800 福分');
  });

  it('says points in English', () => {
    renderBlock(<GoodsList blockKey="g" options={manyOptions} />, { locale: 'en-US' });
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 89 points');
  });

  it('opens the goods detail through the link opener', async () => {
    const calls = await checks.clickLinks(<GoodsList blockKey="g" options={manyOptions} />, ['有机大米 5kg']);
    checks.expectOpened(calls, '/goodsDetail?skuId=1001&goodsId=101');
  });

  it("tracks a click on goods of its plan with the plan's name and the goods' rank", async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodsList blockKey="g" options={{ planId: 'plan-spring' }} />);
    const third = (await screen.findAllByRole('article'))[2]!;
    await user.click(within(third).getAllByRole('link')[0]!);
    expect(services.calls.track).toEqual([
      expect.objectContaining({
        event: 'click',
        plan_id: 'plan-spring',
        plan_name: '春节福利',
        plan_rank: 2,
      }),
    ]);
  });

  it('shows a skeleton while its plan goods load, and nothing when they fail', async () => {
    const { container } = renderBlock(<GoodsList blockKey="g" options={{ planId: 'plan-unknown' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await waitForPage();
    await expectNothingShown(container);
  });
});
