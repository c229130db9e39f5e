import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FreeGoodsShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/freeGoodsShow/many.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { FREE_GOODS_SHOW_MAX } from './free-goods-show-layout.ts';
import { FreeGoodsShow } from './FreeGoodsShow.tsx';
import * as stories from './FreeGoodsShow.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, FromPlan, EnterprisePoints } = composeStories(stories);
const manyOptions: FreeGoodsShowOptions = many.options;

// The suite's first render pays for the block's chunk and Chakra's styles: seconds on a busy machine.
const FIRST_RENDER_MS = 8_000;

describe('<FreeGoodsShow /> stories', () => {
  it(
    'shows the head, eight goods with points and struck market prices, and More',
    { timeout: 2 * FIRST_RENDER_MS },
    async () => {
      await renderStory(Typical);
      const showcase = await screen.findByRole('region', { name: '自选好物' }, { timeout: FIRST_RENDER_MS });
      expect(within(showcase).getByText('员工精选 · 积分兑换')).toBeInTheDocument();
      const cards = within(showcase).getAllByRole('article');
      expect(cards).toHaveLength(8);
      const rice = cards[0]!;
      expect(within(rice).getByRole('link', { name: '有机大米 5kg' })).toHaveAttribute(
        'href',
        '/goodsDetail?skuId=1001&goodsId=101',
      );
      const picture = within(rice).getByRole('img', { name: '有机大米 5kg' });
      expect(picture).toHaveAttribute('width', '160');
      expect(picture).toHaveAttribute('height', '160');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(rice).toHaveTextContent('价格 89 积分');
      expect(rice.querySelector('del')).toHaveTextContent('市场价 ¥129.00');
      expect(within(showcase).getByRole('link', { name: /更多/ })).toHaveAttribute(
        'href',
        '/goodsList?categoryId=1',
      );
    },
  );

  it('renders nothing for an empty list', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows at most 8 of twelve goods, money in yuan with two decimals', async () => {
    await renderStory(ManyItems);
    const showcase = await screen.findByRole('region', { name: '居家好物' });
    const cards = within(showcase).getAllByRole('article');
    expect(cards).toHaveLength(FREE_GOODS_SHOW_MAX);
    expect(cards.at(-1)).toHaveTextContent('不锈钢电热水壶 1.7L');
    expect(within(showcase).queryByText('明前龙井 250g 礼盒')).not.toBeInTheDocument();
    expect(cards[6]).toHaveTextContent('价格 599.00 元');
    expect(within(showcase).queryByRole('link', { name: /更多/ })).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming the missing name, the text price and the colour name', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].productName');
    expect(card).toHaveTextContent('options.list[1].specProductPrice');
    expect(card).toHaveTextContent('options.head.bgColor');
  });

  it('shows the first 8 of the 10 goods of its plan when it has no list', async () => {
    await renderStory(FromPlan);
    const showcase = await screen.findByRole('region', { name: '春节福利' });
    const cards = within(showcase).getAllByRole('article');
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent('有机大米 5kg');
    expect(within(showcase).queryByText('不锈钢电热水壶 1.7L')).not.toBeInTheDocument();
  });

  it("says the enterprise's own name for points", async () => {
    await renderStory(EnterprisePoints);
    const showcase = await screen.findByRole('region', { name: '自选好物' });
    expect(within(showcase).getAllByRole('article')[0]).toHaveTextContent('价格 89 蓝海币');
    expect(within(showcase).queryByText(/积分$/)).not.toBeInTheDocument();
  });
});

describe('<FreeGoodsShow /> behaviour', () => {
  it('exports the showcase limit of 8', () => {
    expect(FREE_GOODS_SHOW_MAX).toBe(8);
  });

  it('loads the goods of its plan through the services, showing a skeleton meanwhile', async () => {
    const { services } = renderBlock(<FreeGoodsShow blockKey="f" options={{ planId: 'plan-spring' }} />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(8);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring', marketId: undefined }]);
  });

  it('checks the plan before opening a plan goods detail', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<FreeGoodsShow blockKey="f" options={{ planId: 'plan-spring' }} />);
    await user.click(await screen.findByRole('link', { name: '316 不锈钢保温杯' }));
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-spring' }]]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=1012&goodsId=112' },
    ]);
  });

  it("warns with the plan's status instead of opening the goods when its plan is offline", async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<FreeGoodsShow blockKey="f" options={{ planId: 'plan-spring' }} />, {
      services: {
        checkAvailability: async () => [
          { planId: 'plan-spring', statusCN: '活动已下线', isShow: true, isOpen: false },
        ],
      },
    });
    await user.click(await screen.findByRole('link', { name: '有机大米 5kg' }));
    expect(services.calls.navigate).toEqual([]);
    expect(services.calls.notify).toEqual([{ status: 'warning', text: '活动已下线' }]);
  });

  it('opens an operator-listed goods detail without an availability check', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<FreeGoodsShow blockKey="f" options={manyOptions} />);
    await user.click(screen.getByRole('link', { name: '不粘炒锅 32cm' }));
    expect(services.calls.checkAvailability).toEqual([]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=2040&goodsId=240' },
    ]);
  });

  it('is named in English and says points in English', () => {
    renderBlock(<FreeGoodsShow blockKey="f" options={{ list: manyOptions.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Selected goods' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 199 points');
  });

  it('renders nothing when the plan goods fail to load', async () => {
    const { container } = renderBlock(<FreeGoodsShow blockKey="f" options={{ planId: 'plan-unknown' }} />);
    await waitForPage();
    expectNothingShown(container);
  });

  it('renders nothing for a market without goods', async () => {
    const { container } = renderBlock(
      <FreeGoodsShow blockKey="f" options={{ marketId: 'market-flash-empty' }} />,
    );
    await waitForPage();
    expectNothingShown(container);
  });
});
