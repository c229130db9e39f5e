import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { FreeGoodsShow1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/freeGoodsShow1/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { FREE_GOODS_SHOW_1_CARD_HEIGHT, FREE_GOODS_SHOW_1_MAX } from './free-goods-show-1-layout.ts';
import { FreeGoodsShow1 } from './FreeGoodsShow1.tsx';
import * as stories from './FreeGoodsShow1.stories.tsx';

const { Typical, ManyItems, FromPlan } = composeStories(stories);
const options: FreeGoodsShow1Options = typical.options;

describe('<FreeGoodsShow1 /> stories', checks.STORY_LIMITS, () => {
  it('shows the 285x600 feature picture as a link and six goods beside it', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(Typical, '厨房好物');
    checks.expectPictureSize(within(showcase).getByRole('img', { name: '厨房焕新季' }), 285, 600);
    expectLinkTo(showcase, '厨房焕新季', '/goodsList?categoryId=12');
    expect(cards).toHaveLength(6);
    checks.expectGoodsCard(cards[0]!, {
      name: '静音破壁料理机',
      href: '/goodsDetail?skuId=1011&goodsId=111',
      pictureSide: 180,
      price: '价格 459 积分',
      marketPrice: '市场价 ¥899.00',
    });
  });

  it('shows at most 6 of nine goods beside the picture', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(ManyItems, '茶饮精选');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_1_MAX);
    expect(cards.at(-1)).toHaveTextContent('长白山椴树蜂蜜 500g');
    expect(within(showcase).queryByText('316 不锈钢保温杯')).not.toBeInTheDocument();
    expect(within(showcase).getByRole('img', { name: '春茶上新' })).toBeInTheDocument();
  });

  it('shows the first 6 goods of its plan beside the picture when it has no list', async () => {
    const { block: showcase, cards } = await checks.renderStoryGoods(FromPlan, '春节福利');
    expect(cards).toHaveLength(6);
    expect(cards[5]).toHaveTextContent('长白山椴树蜂蜜 500g');
    expect(within(showcase).getByRole('img', { name: '春节福利' })).toHaveAttribute('width', '285');
  });
});

describe('<FreeGoodsShow1 /> behaviour', () => {
  it('fits two rows of cards exactly beside the 600 px picture', () => {
    expect(FREE_GOODS_SHOW_1_MAX).toBe(6);
    expect(2 * FREE_GOODS_SHOW_1_CARD_HEIGHT + 16).toBe(600);
  });

  it('opens the feature link through the link opener', async () => {
    const calls = await checks.clickLinks(<FreeGoodsShow1 blockKey="f" options={options} />, ['厨房焕新季']);
    checks.expectOpened(calls, '/goodsList?categoryId=12');
  });

  it('shows the picture without a link when it has no url, named after the head title', () => {
    renderBlock(
      <FreeGoodsShow1 blockKey="f" options={{ ...options, url: undefined, imgTitle: undefined }} />,
    );
    expect(screen.getByRole('img', { name: '厨房好物' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '厨房好物' })).not.toBeInTheDocument();
  });

  it('checks the plan before opening one of its goods, showing a skeleton while they load', async () => {
    const block = <FreeGoodsShow1 blockKey="f" options={{ img: options.img, planId: 'plan-spring' }} />;
    const loading = checks.clickLinks(block, ['野山茶油 2L']);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const calls = await loading;
    expect(calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring', marketId: undefined }]);
    expect(calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1003&goodsId=103');
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow1 blockKey="f" options={{ img: options.img, list: options.list }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Featured goods' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured goods' })).toHaveAttribute('height', '600');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 459 points');
  });

  it('renders nothing when the plan goods fail to load', () =>
    checks.expectBlockShowsNothing(
      <FreeGoodsShow1 blockKey="f" options={{ img: options.img, planId: 'plan-unknown' }} />,
    ));
});
