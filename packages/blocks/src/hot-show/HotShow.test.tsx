import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/hotShow/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { HOT_SHOW_PER_VIEW, HotShow } from './HotShow.tsx';
import * as stories from './HotShow.stories.tsx';

const { Typical, ManyItems, FromPlan, TenantPoints } = composeStories(stories);
const options: HotShowOptions = typical.options;
const planOptions: HotShowOptions = { head: { title: '春节福利热销' }, planId: 'plan-spring' };

const planBlock = <HotShow blockKey="h" options={planOptions} />;

/** The goods in view, by name, in order (goods of other views are hidden from everyone). */
const namesInView = (block: HTMLElement) =>
  within(block)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('img').getAttribute('alt'));
/** The rank badges in view, in order. */
const ranksInView = (block: HTMLElement) =>
  within(block)
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^TOP\d+$/).textContent);

describe('<HotShow /> stories', checks.STORY_LIMITS, () => {
  it('shows the head, the first 5 goods with TOP1 to TOP5, prices in points and More', async () => {
    const block = await checks.renderStoryBlock(Typical, '热销榜单');
    expect(within(block).getByText('同事们都在买')).toBeInTheDocument();
    expect(ranksInView(block)).toEqual(['TOP1', 'TOP2', 'TOP3', 'TOP4', 'TOP5']);
    checks.expectGoodsCard(within(block).getAllByRole('article')[0]!, {
      name: '烟台红富士苹果 5kg',
      href: '/goodsDetail?skuId=2013&goodsId=213',
      price: '价格 69 积分',
      marketPrice: '市场价 ¥99.00',
    });
    checks.expectMoreLink(block, '/goodsList?keyword=热销');
  });

  it('pages by 5 with next and previous, disabled at either end', async () => {
    const user = userEvent.setup();
    const block = await checks.renderStoryBlock(Typical, '热销榜单');
    const previous = within(block).getByRole('button', { name: '上一组商品' });
    const next = within(block).getByRole('button', { name: '下一组商品' });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(ranksInView(block)).toEqual(['TOP6', 'TOP7', 'TOP8']);
    expect(namesInView(block)).toEqual(['每日坚果礼盒', '纯棉浴巾两条装', '20000mAh 快充移动电源']);
    expect(next).toBeDisabled();
    expect(within(block).getByText('第 2 组，共 2 组')).toBeInTheDocument();

    await user.click(previous);
    expect(ranksInView(block)).toEqual(['TOP1', 'TOP2', 'TOP3', 'TOP4', 'TOP5']);
    expect(previous).toBeDisabled();
  });

  it('walks twenty goods in four groups of five', async () => {
    const user = userEvent.setup();
    const block = await checks.renderStoryBlock(ManyItems, '年度热销 TOP20');
    const next = within(block).getByRole('button', { name: '下一组商品' });
    await user.click(next);
    await user.click(next);
    expect(ranksInView(block)).toEqual(['TOP11', 'TOP12', 'TOP13', 'TOP14', 'TOP15']);
    await user.click(next);
    expect(ranksInView(block)).toEqual(['TOP16', 'TOP17', 'TOP18', 'TOP19', 'TOP20']);
    expect(next).toBeDisabled();
  });

  it('ranks the ten goods of its plan when it has no list', async () => {
    const user = userEvent.setup();
    const block = await checks.renderStoryBlock(FromPlan, '春节福利热销');
    expect(namesInView(block)).toHaveLength(HOT_SHOW_PER_VIEW);
    expect(namesInView(block)[0]).toBe('有机大米 5kg');
    await user.click(within(block).getByRole('button', { name: '下一组商品' }));
    expect(ranksInView(block)).toEqual(['TOP6', 'TOP7', 'TOP8', 'TOP9', 'TOP10']);
    expect(namesInView(block)[0]).toBe('长白山椴树蜂蜜 500g');
  });

  it("says the enterprise's own points currency", async () => {
    const block = await checks.renderStoryBlock(TenantPoints, '热销榜单');
    expect(within(block).getAllByRole('article')[0]).toHaveTextContent('价格 69 蓝海币');
  });
});

describe('<HotShow /> behaviour', checks.STORY_LIMITS, () => {
  it('shows 5 goods per view', () => {
    expect(HOT_SHOW_PER_VIEW).toBe(5);
  });

  it('has no paging buttons when all goods fit one view', () => {
    renderBlock(<HotShow blockKey="h" options={{ ...options, list: options.list?.slice(0, 5) }} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the badges out when showRank is false', () => {
    renderBlock(<HotShow blockKey="h" options={{ ...options, showRank: false }} />);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByText('TOP1')).not.toBeInTheDocument();
  });

  it('checks the plan before opening a goods detail of plan goods', async () => {
    const calls = await checks.clickLinks(planBlock, ['有机大米 5kg']);
    expect(calls.checkAvailability).toEqual([[expect.objectContaining({ planId: 'plan-spring' })]]);
    checks.expectOpened(calls, '/goodsDetail?skuId=1001&goodsId=101');
  });

  it('does not open the goods of a plan that is not available', async () => {
    const calls = await checks.clickLinks(planBlock, ['有机大米 5kg'], {
      services: { checkAvailability: async () => [] },
    });
    checks.expectOpened(calls);
    expect(calls.notify).toHaveLength(1);
  });

  it('loads the goods of its plan through the services', async () => {
    const { services } = renderBlock(planBlock);
    expect(await screen.findAllByRole('article', {}, checks.WAIT)).toHaveLength(5);
    expect(services.calls.fetchPlanGoods).toEqual([{ planId: 'plan-spring' }]);
  });

  it("shows a skeleton of the block's height while the plan goods load", () =>
    checks.expectSkeletonHeight(planBlock, 380));

  it('renders nothing when the plan goods fail to load', () =>
    checks.expectBlockShowsNothing(<HotShow blockKey="h" options={{ planId: 'plan-unknown' }} />));

  it('labels the buttons, prices and badges in English', async () => {
    const user = userEvent.setup();
    renderBlock(<HotShow blockKey="h" options={options} />, { locale: 'en-US' });
    expect(screen.getAllByRole('article')[0]).toHaveTextContent('Price 69 points');
    expect(screen.getByRole('button', { name: 'Previous goods' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next goods' }));
    expect(screen.getByText('Group 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^TOP6/);
  });
});
