import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotColumnOptions } from '@mall/schemas';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/hotColumn/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectTabOrder } from '../testing/keyboard-checks.ts';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectNothingShown } from '../testing/wait-for-page.ts';
import { HOT_COLUMN_MAX_COLUMNS, HOT_COLUMN_MAX_GOODS, HotColumn } from './HotColumn.tsx';
import * as stories from './HotColumn.stories.tsx';

const { Typical, ManyItems, TenantPoints } = composeStories(stories);
const options: HotColumnOptions = typical.options;
const [grain, appliances, tea] = options.list;

/** The rank numbers a column shows, top to bottom. */
const ranks = (column: HTMLElement) =>
  within(column)
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/^\d+$/).textContent);
/** The goods a column ranks, top to bottom, by their pictures' names. */
const rankedNames = (column: HTMLElement) =>
  within(column)
    .getAllByRole('img')
    .map((picture) => picture.getAttribute('alt'));

/** Renders a story of the '排行榜' block and answers its column named `name`. */
const storyColumn = async (Story: ComponentType, name: string) =>
  within(await checks.renderStoryBlock(Story, '排行榜')).getByRole('region', { name });

describe('<HotColumn /> stories', checks.STORY_LIMITS, () => {
  it('shows three ranking columns side by side under the head', async () => {
    const block = await checks.renderStoryBlock(Typical, '排行榜');
    expect(within(block).getByText('每周一更新')).toBeInTheDocument();
    const columns = within(block).getAllByRole('region');
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      '粮油榜',
      '家电榜',
      '茶饮榜',
    ]);
  });

  it('ranks five goods 1 to 5 in each column, with picture, name, price and the goods link', async () => {
    const column = await storyColumn(Typical, '粮油榜');
    expect(ranks(column)).toEqual(['1', '2', '3', '4', '5']);
    expect(rankedNames(column)).toEqual([
      '五常大米 5kg',
      '泰国香米 5kg',
      '压榨花生油 5L',
      '特级初榨橄榄油 1L',
      '特级酿造生抽 1.28L×2',
    ]);
    checks.expectGoodsCard(within(column).getAllByRole('listitem')[0]!, {
      name: '五常大米 5kg',
      href: '/goodsDetail?skuId=2018&goodsId=218',
      pictureSide: 64,
      price: '价格 119 积分',
    });
    expectLinkTo(column, '更多粮油榜', '/goodsList?categoryId=1,11');
  });

  it('shows only the top 5 of eight goods in each column', async () => {
    const block = await checks.renderStoryBlock(ManyItems, '员工最爱');
    const columns = within(block).getAllByRole('region');
    expect(columns).toHaveLength(3);
    for (const column of columns) {
      expect(within(column).getAllByRole('listitem')).toHaveLength(HOT_COLUMN_MAX_GOODS);
    }
    expect(within(block).queryByRole('img', { name: '全脂纯牛奶 24 盒' })).not.toBeInTheDocument();
  });

  it("says the enterprise's own points currency", async () => {
    const column = await storyColumn(TenantPoints, '家电榜');
    expect(within(column).getAllByRole('listitem')[0]).toHaveTextContent('价格 459 蓝海币');
  });
});

describe('<HotColumn /> behaviour', checks.STORY_LIMITS, () => {
  it('shows at most 3 columns of 5 goods', () => {
    expect(HOT_COLUMN_MAX_COLUMNS).toBe(3);
    expect(HOT_COLUMN_MAX_GOODS).toBe(5);
  });

  it('leaves out a column without goods', () => {
    renderBlock(
      <HotColumn blockKey="c" options={{ list: [grain!, { ...appliances!, goodsList: [] }, tea!] }} />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '粮油榜',
      '茶饮榜',
    ]);
  });

  it('renders nothing when no column has goods', async () => {
    const { container } = renderBlock(
      <HotColumn blockKey="c" options={{ list: [{ ...grain!, goodsList: [] }] }} />,
    );
    await expectNothingShown(container);
  });

  it('opens the goods detail from the picture, and from the name for a pointer', async () => {
    const user = userEvent.setup();
    const calls = await checks.clickLinks(<HotColumn blockKey="c" options={{ list: [grain!] }} />, [
      '五常大米 5kg',
    ]);
    await user.click(screen.getByText('泰国香米 5kg'));
    checks.expectOpened(calls, '/goodsDetail?skuId=2018&goodsId=218', '/goodsDetail?skuId=2036&goodsId=236');
  });

  it('reaches each goods once from the keyboard', async () => {
    const user = userEvent.setup();
    renderBlock(
      <HotColumn blockKey="c" options={{ list: [{ ...grain!, goodsList: grain!.goodsList.slice(0, 2) }] }} />,
    );
    await expectTabOrder(user, [
      ['link', '更多粮油榜'],
      ['link', '五常大米 5kg'],
      ['link', '泰国香米 5kg'],
    ]);
  });

  it('labels More and prices in English', () => {
    renderBlock(<HotColumn blockKey="c" options={options} />, { locale: 'en-US' });
    expect(screen.getByRole('link', { name: 'More of 粮油榜' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Price 119 points');
  });
});
