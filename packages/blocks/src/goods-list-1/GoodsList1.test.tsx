import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsList1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/goodsList1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { GOODS_LIST_1_MAX } from './goods-list-1-layout.ts';
import { GoodsList1 } from './GoodsList1.tsx';
import * as stories from './GoodsList1.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData, FromPlan, FromMarket, EnterprisePoints } =
  composeStories(stories);
const options: GoodsList1Options = typical.options;

// The suite's first render pays for the block's chunk and Chakra's styles: seconds on a busy machine.
const FIRST_RENDER_MS = 8_000;

describe('<GoodsList1 /> stories', () => {
  it(
    'shows each goods as a row: 200x200 picture, name, plan, prices and Buy now',
    { timeout: 2 * FIRST_RENDER_MS },
    async () => {
      await renderStory(Typical);
      const list = await screen.findByRole('region', { name: '新茶尝鲜' }, { timeout: FIRST_RENDER_MS });
      expect(within(list).getByText('明前头采 · 限量供应')).toBeInTheDocument();
      const rows = within(list).getAllByRole('article');
      expect(rows).toHaveLength(4);
      const longjing = rows[0]!;
      const picture = within(longjing).getByRole('img', { name: '明前龙井 250g 礼盒' });
      expect(picture).toHaveAttribute('width', '200');
      expect(picture).toHaveAttribute('height', '200');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(within(longjing).getByRole('link', { name: '明前龙井 250g 礼盒' })).toHaveAttribute(
        'href',
        '/goodsDetail?skuId=1006&goodsId=106',
      );
      expect(longjing).toHaveTextContent('所属计划 新茶尝鲜');
      expect(longjing).toHaveTextContent('价格 329 积分');
      expect(longjing.querySelector('del')).toHaveTextContent('市场价 ¥458.00');
      const buyNow = within(longjing).getByRole('link', { name: '立即购买 明前龙井 250g 礼盒' });
      expect(buyNow).toHaveTextContent('立即购买');
      expect(buyNow).toHaveAttribute('href', '/goodsDetail?skuId=1006&goodsId=106');
      expect(within(list).getByRole('link', { name: /更多/ })).toHaveAttribute(
        'href',
        '/goodsList?planId=plan-tea',
      );
    },
  );

  it('renders nothing for an empty list', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('shows at most 8 of eleven rows', async () => {
    await renderStory(ManyItems);
    const list = await screen.findByRole('region', { name: '年货清单' });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(GOODS_LIST_1_MAX);
    expect(rows.at(-1)).toHaveTextContent('明前龙井 250g 礼盒');
    expect(within(list).queryByText('不锈钢电热水壶 1.7L')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: /^立即购买 / })).toHaveLength(8);
  });

  it('shows the diagnostic card naming the empty name, the long unit and the script link', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].productName');
    expect(card).toHaveTextContent('options.list[1].priceUnit');
    expect(card).toHaveTextContent('options.moreUrl');
  });

  it('lists the first 8 of the 10 goods of its plan, tagged with the plan', async () => {
    await renderStory(FromPlan);
    const list = await screen.findByRole('region', { name: '春节福利' });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent('所属计划 春节福利');
  });

  it("tags the goods of a market with the market's name when they carry no plan name", async () => {
    await renderStory(FromMarket);
    const list = await screen.findByRole('region', { name: '限时抢购' });
    const rows = within(list).getAllByRole('article');
    expect(rows).toHaveLength(6);
    expect(rows[0]).toHaveTextContent('主动降噪蓝牙耳机');
    expect(rows[0]).toHaveTextContent('所属计划 限时抢购');
  });

  it("says the enterprise's own name for points", async () => {
    await renderStory(EnterprisePoints);
    const list = await screen.findByRole('region', { name: '新茶尝鲜' });
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('价格 329 蓝海币');
  });
});

describe('<GoodsList1 /> behaviour', () => {
  it('lists 8 rows at most', () => {
    expect(GOODS_LIST_1_MAX).toBe(8);
  });

  it("opens the goods detail from Buy now after checking the goods' plan", async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodsList1 blockKey="g" options={options} />);
    await user.click(screen.getByRole('link', { name: '立即购买 云南普洱茶饼 357g' }));
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-tea' }]]);
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=2025&goodsId=225' },
    ]);
  });

  it("tracks the click with the goods' plan: its id, name and the goods' rank in the block", async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodsList1 blockKey="g" options={options} />);
    await user.click(screen.getByRole('link', { name: '立即购买 云南普洱茶饼 357g' }));
    expect(services.calls.track).toEqual([
      expect.objectContaining({
        event: 'click',
        plan_id: 'plan-tea',
        plan_name: '新茶尝鲜',
        plan_rank: 1,
      }),
    ]);
  });

  it('opens the goods detail from its name', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodsList1 blockKey="g" options={options} />);
    await user.click(screen.getByRole('link', { name: '高山红茶 200g' }));
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsDetail?skuId=2004&goodsId=204' },
    ]);
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

  it('renders nothing when the plan goods fail to load', async () => {
    const { container } = renderBlock(<GoodsList1 blockKey="g" options={{ planId: 'plan-unknown' }} />);
    await waitForPage();
    expectNothingShown(container);
  });
});
