import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeGoodsShow1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/freeGoodsShow1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { FREE_GOODS_SHOW_1_CARD_HEIGHT, FREE_GOODS_SHOW_1_MAX } from './free-goods-show-1-layout.ts';
import { FreeGoodsShow1 } from './FreeGoodsShow1.tsx';
import * as stories from './FreeGoodsShow1.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, FromPlan } = composeStories(stories);
const options: FreeGoodsShow1Options = typical.options;

// The suite's first render pays for the block's chunk and Chakra's styles: seconds on a busy machine.
const FIRST_RENDER_MS = 8_000;

describe('<FreeGoodsShow1 /> stories', () => {
  it(
    'shows the 285x600 feature picture as a link and six goods beside it',
    { timeout: 2 * FIRST_RENDER_MS },
    async () => {
      await renderStory(Typical);
      const showcase = await screen.findByRole('region', { name: '厨房好物' }, { timeout: FIRST_RENDER_MS });
      const feature = within(showcase).getByRole('img', { name: '厨房焕新季' });
      expect(feature).toHaveAttribute('width', '285');
      expect(feature).toHaveAttribute('height', '600');
      expect(feature).toHaveAttribute('loading', 'lazy');
      expect(within(showcase).getByRole('link', { name: '厨房焕新季' })).toHaveAttribute(
        'href',
        '/goodsList?categoryId=12',
      );
      const cards = within(showcase).getAllByRole('article');
      expect(cards).toHaveLength(6);
      const blender = cards[0]!;
      expect(within(blender).getByRole('link', { name: '静音破壁料理机' })).toHaveAttribute(
        'href',
        '/goodsDetail?skuId=1011&goodsId=111',
      );
      const picture = within(blender).getByRole('img', { name: '静音破壁料理机' });
      expect(picture).toHaveAttribute('width', '180');
      expect(picture).toHaveAttribute('height', '180');
      expect(blender).toHaveTextContent('价格 459 积分');
      expect(blender.querySelector('del')).toHaveTextContent('市场价 ¥899.00');
    },
  );

  it('renders nothing, not even the picture, when it has no goods', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows at most 6 of nine goods beside the picture', async () => {
    await renderStory(ManyItems);
    const showcase = await screen.findByRole('region', { name: '茶饮精选' });
    const cards = within(showcase).getAllByRole('article');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_1_MAX);
    expect(cards.at(-1)).toHaveTextContent('长白山椴树蜂蜜 500g');
    expect(within(showcase).queryByText('316 不锈钢保温杯')).not.toBeInTheDocument();
    expect(within(showcase).getByRole('img', { name: '春茶上新' })).toBeInTheDocument();
  });

  it('shows the diagnostic card naming the missing picture, the script link and the missing SKU', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.img');
    expect(card).toHaveTextContent('options.url');
    expect(card).toHaveTextContent('options.list[0].skuId');
  });

  it('shows the first 6 goods of its plan beside the picture when it has no list', async () => {
    await renderStory(FromPlan);
    const showcase = await screen.findByRole('region', { name: '春节福利' });
    const cards = within(showcase).getAllByRole('article');
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
    const user = userEvent.setup();
    const { services } = renderBlock(<FreeGoodsShow1 blockKey="f" options={options} />);
    await user.click(screen.getByRole('link', { name: '厨房焕新季' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=12' }]);
  });

  it('shows the picture without a link when it has no url, named after the head title', () => {
    renderBlock(
      <FreeGoodsShow1 blockKey="f" options={{ ...options, url: undefined, imgTitle: undefined }} />,
    );
    expect(screen.getByRole('img', { name: '厨房好物' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '厨房好物' })).not.toBeInTheDocument();
  });

  it('checks the plan before opening one of its goods', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(
      <FreeGoodsShow1 blockKey="f" options={{ img: options.img, planId: 'plan-spring' }} />,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: '野山茶油 2L' }));
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring', marketId: undefined }]);
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=1003&goodsId=103' },
    ]);
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow1 blockKey="f" options={{ img: options.img, list: options.list }} />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Featured goods' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured goods' })).toHaveAttribute('height', '600');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 459 points');
  });

  it('renders nothing when the plan goods fail to load', async () => {
    const { container } = renderBlock(
      <FreeGoodsShow1 blockKey="f" options={{ img: options.img, planId: 'plan-unknown' }} />,
    );
    await waitForPage();
    expectNothingShown(container);
  });
});
