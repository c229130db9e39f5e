import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodLifeGoodsShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/goodLifeGoodsShow/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectSelectedTab, tabNames } from '../testing/tab-checks.ts';
import { GOOD_LIFE_GOODS_SHOW_MAX, GoodLifeGoodsShow } from './GoodLifeGoodsShow.tsx';
import * as stories from './GoodLifeGoodsShow.stories.tsx';

const { Typical, ManyItems, SingleTab, TenantPoints } = composeStories(stories);
// The schema's `minItems: 1` makes the tabs a non-empty tuple; a JSON import is a plain array.
const [firstTab, ...otherTabs] = typical.options.navList;
const options: GoodLifeGoodsShowOptions = {
  ...typical.options,
  navList: [firstTab!, ...otherTabs],
};
const [springTab, , homeTab] = options.navList;

const springBlock = <GoodLifeGoodsShow blockKey="g" options={{ navList: [springTab!] }} />;

describe('<GoodLifeGoodsShow /> stories', checks.STORY_LIMITS, () => {
  it('shows the tabs and 8 of the first plan’s ten goods in two rows of four, with More', async () => {
    const block = await checks.renderStoryBlock(Typical, '好生活 · 精选好物');
    expect(tabNames(block)).toEqual(['春节福利', '新茶尝鲜', '居家好物']);
    expectSelectedTab('春节福利', block);
    const cards = await within(block).findAllByRole('article', {}, checks.WAIT);
    expect(cards).toHaveLength(GOOD_LIFE_GOODS_SHOW_MAX);
    checks.expectGoodsCard(cards[0]!, {
      name: '有机大米 5kg',
      href: '/goodsDetail?skuId=1001&goodsId=101',
      price: '价格 89 积分',
    });
    checks.expectMoreLink(block, '/goodsList?showAllNav=1');
  });

  it('shows the goods of the tab the user opens', async () => {
    const user = userEvent.setup();
    const block = await checks.renderStoryBlock(Typical, '好生活 · 精选好物');
    await within(block).findAllByRole('article', {}, checks.WAIT);
    await user.click(within(block).getByRole('tab', { name: '新茶尝鲜' }));
    // The tab left keeps its panel until its exit has run (a frame, later on a busy machine).
    const panel = await within(block).findByRole('tabpanel');
    await within(panel).findByRole('img', { name: '明前龙井 250g 礼盒' }, checks.WAIT);
    expect(within(panel).getAllByRole('article')).toHaveLength(3);
    await user.click(within(block).getByRole('tab', { name: '居家好物' }));
    const home = await within(block).findByRole('tabpanel');
    expect(within(home).getAllByRole('article')).toHaveLength(6);
    expectLinkTo(home, '纯棉浴巾两条装', '/goodsDetail?skuId=2016&goodsId=216');
  });

  it('shows at most 8 of twelve picked goods', async () => {
    const block = await checks.renderStoryBlock(ManyItems, '好生活 · 全部好物');
    expect(within(block).getAllByRole('tab')).toHaveLength(5);
    expect(within(block).getAllByRole('article')).toHaveLength(GOOD_LIFE_GOODS_SHOW_MAX);
    expect(within(block).queryByRole('img', { name: '正山小种红茶 200g' })).not.toBeInTheDocument();
  });

  it('has no tab bar with a single tab', async () => {
    const block = await checks.renderStoryBlock(SingleTab, '春节福利');
    expect(within(block).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(block).getAllByRole('article')).toHaveLength(GOOD_LIFE_GOODS_SHOW_MAX);
  });

  it("says the enterprise's own points currency", async () => {
    const block = await checks.renderStoryBlock(TenantPoints, '好生活 · 精选好物');
    const [rice] = await within(block).findAllByRole('article', {}, checks.WAIT);
    expect(rice).toHaveTextContent('价格 89 蓝海币');
  });
});

describe('<GoodLifeGoodsShow /> behaviour', checks.STORY_LIMITS, () => {
  it('shows at most 8 goods per tab', () => {
    expect(GOOD_LIFE_GOODS_SHOW_MAX).toBe(8);
  });

  it('loads the goods of a plan only when its tab first opens', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodLifeGoodsShow blockKey="g" options={options} />);
    await screen.findAllByRole('article', {}, checks.WAIT);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring' }]);
    await user.click(screen.getByRole('tab', { name: '新茶尝鲜' }));
    await screen.findByRole('img', { name: '明前龙井 250g 礼盒' }, checks.WAIT);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring' }, { planId: 'plan-tea' }]);
  });

  it('says so in a tab whose plan has no goods', async () => {
    const user = userEvent.setup();
    renderBlock(
      <GoodLifeGoodsShow
        blockKey="g"
        options={{ navList: [homeTab!, { title: '待上架', marketId: 'market-flash-empty' }] }}
      />,
    );
    await user.click(await screen.findByRole('tab', { name: '待上架' }, checks.WAIT));
    expect(await screen.findByText('暂无商品，看看其他分类吧', {}, checks.WAIT)).toBeInTheDocument();
  });

  it('leaves out the tab of a plan the member is not shown, and asks nothing of its goods', async () => {
    const { services } = renderBlock(
      <GoodLifeGoodsShow
        blockKey="g"
        options={{ navList: [{ title: '他司专享', planId: 'plan-other-enterprise' }, homeTab!] }}
      />,
    );
    expect(await screen.findAllByRole('article', {}, checks.WAIT)).toHaveLength(6);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('他司专享')).not.toBeInTheDocument();
    expect(services.calls.checkAvailability).toEqual([[{ planId: 'plan-other-enterprise' }]]);
    expect(services.calls.fetchPlanGoods).toEqual([]);
  });

  it('leaves out a tab with an empty list', () => {
    renderBlock(
      <GoodLifeGoodsShow blockKey="g" options={{ navList: [homeTab!, { title: '空分类', list: [] }] }} />,
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('checks the plan before opening a goods detail', async () => {
    const calls = await checks.clickLinks(springBlock, ['有机大米 5kg']);
    // Once to show the tab, once more for the link.
    expect(calls.checkAvailability.at(-1)).toEqual([expect.objectContaining({ planId: 'plan-spring' })]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1001&goodsId=101');
  });

  it("shows a skeleton of the block's height while a single tab's plan loads", () =>
    checks.expectSkeletonHeight(springBlock, 696));

  it("renders nothing when a single tab's plan fails to load", () =>
    checks.expectBlockShowsNothing(
      <GoodLifeGoodsShow blockKey="g" options={{ navList: [{ title: '未知', planId: 'plan-unknown' }] }} />,
    ));

  it('speaks English', async () => {
    const user = userEvent.setup();
    renderBlock(
      <GoodLifeGoodsShow
        blockKey="g"
        options={{ navList: [springTab!, { title: 'Coming soon', marketId: 'market-flash-empty' }] }}
      />,
      { locale: 'en-US' },
    );
    const [rice] = await screen.findAllByRole('article', {}, checks.WAIT);
    expect(rice).toHaveTextContent('Price 89 points');
    await user.click(screen.getByRole('tab', { name: 'Coming soon' }));
    expect(
      await screen.findByText('No goods here yet; try another tab', {}, checks.WAIT),
    ).toBeInTheDocument();
  });
});
