import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeGoodsShow2Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/freeGoodsShow2/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { FREE_GOODS_SHOW_2_MAX } from './free-goods-show-2-layout.ts';
import { FreeGoodsShow2 } from './FreeGoodsShow2.tsx';
import * as stories from './FreeGoodsShow2.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, FromPlan, EnterprisePoints } = composeStories(stories);
const options: FreeGoodsShow2Options = typical.options;

// The suite's first render pays for the block's chunk and Chakra's styles: seconds on a busy machine.
const FIRST_RENDER_MS = 8_000;

describe('<FreeGoodsShow2 /> stories', () => {
  it(
    'shows the floor title, ten compact cards with 180 px pictures and prices, and More',
    { timeout: 2 * FIRST_RENDER_MS },
    async () => {
      await renderStory(Typical);
      const floor = await screen.findByRole('region', { name: '1F 粮油副食' }, { timeout: FIRST_RENDER_MS });
      expect(within(floor).getByText('家中常备')).toBeInTheDocument();
      const cards = within(floor).getAllByRole('article');
      expect(cards).toHaveLength(10);
      const rice = cards[0]!;
      expect(within(rice).getByRole('link', { name: '有机大米 5kg' })).toHaveAttribute(
        'href',
        '/goodsDetail?skuId=1001&goodsId=101',
      );
      const picture = within(rice).getByRole('img', { name: '有机大米 5kg' });
      expect(picture).toHaveAttribute('width', '180');
      expect(picture).toHaveAttribute('height', '180');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(rice).toHaveTextContent('价格 89 积分');
      expect(rice.querySelector('del')).toHaveTextContent('市场价 ¥129.00');
      // One line of name: the whole name shows on hover.
      expect(within(floor).getByTitle('特级初榨橄榄油礼盒 750ml×2')).toBeInTheDocument();
      expect(within(floor).getByRole('link', { name: /更多/ })).toHaveAttribute(
        'href',
        '/goodsList?categoryId=3',
      );
    },
  );

  it('renders nothing for an empty floor', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows at most 10 of fourteen goods, money in yuan with two decimals', async () => {
    await renderStory(ManyItems);
    const floor = await screen.findByRole('region', { name: '3F 居家生活' });
    const cards = within(floor).getAllByRole('article');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_2_MAX);
    expect(cards[0]).toHaveTextContent('价格 1,299 积分');
    expect(cards[8]).toHaveTextContent('价格 599.00 元');
    expect(cards.at(-1)).toHaveTextContent('挂耳咖啡 10g×30');
    expect(within(floor).queryByText('手工曲奇礼盒 908g')).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming the bad picture path, the negative price and the colour name', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].productImages[0]');
    expect(card).toHaveTextContent('options.list[1].specMarketPrice');
    expect(card).toHaveTextContent('options.head.bgColor');
  });

  it('shows all 10 goods of its plan when it has no list', async () => {
    await renderStory(FromPlan);
    const floor = await screen.findByRole('region', { name: '2F 春节福利' });
    const cards = within(floor).getAllByRole('article');
    expect(cards).toHaveLength(10);
    expect(cards.at(-1)).toHaveTextContent('不锈钢电热水壶 1.7L');
  });

  it("says the enterprise's own name for points", async () => {
    await renderStory(EnterprisePoints);
    const floor = await screen.findByRole('region', { name: '1F 粮油副食' });
    expect(within(floor).getAllByRole('article')[0]).toHaveTextContent('价格 89 蓝海币');
    expect(within(floor).getAllByRole('article')[0]).toHaveTextContent('市场价 ¥129.00');
  });
});

describe('<FreeGoodsShow2 /> behaviour', () => {
  it('shows two rows of five at most', () => {
    expect(FREE_GOODS_SHOW_2_MAX).toBe(10);
  });

  it('checks the plan before opening one of its goods', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<FreeGoodsShow2 blockKey="f" options={{ planId: 'plan-spring' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: '有机纯牛奶 12 盒' }));
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=1019&goodsId=119' },
    ]);
  });

  it('checks the market of a listed goods item before opening it', async () => {
    const user = userEvent.setup();
    const [rice] = options.list ?? [];
    const { services } = renderBlock(
      <FreeGoodsShow2 blockKey="f" options={{ list: [{ ...rice!, marketId: 'market-flash-1' }] }} />,
    );
    await user.click(screen.getByRole('link', { name: '有机大米 5kg' }));
    expect(services.calls.checkAvailability).toEqual([[{ marketId: 'market-flash-1' }]]);
    expect(services.calls.navigate).toHaveLength(1);
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow2 blockKey="f" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Goods floor' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 89 points');
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Market price ¥129.00');
  });

  it('renders nothing when the plan goods fail to load', async () => {
    const { container } = renderBlock(<FreeGoodsShow2 blockKey="f" options={{ planId: 'plan-unknown' }} />);
    await waitForPage();
    expectNothingShown(container);
  });
});
