import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomCateNavOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/customCateNav/many.json';
import typical from '../../../../fixtures/blocks/customCateNav/typical.json';
import { blockRegistry } from '../registry.ts';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { CustomCateNav } from './CustomCateNav.tsx';
import * as stories from './CustomCateNav.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: CustomCateNavOptions = typical.options;
const manyOptions: CustomCateNavOptions = many.options;

const barItems = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement === nav);

describe('<CustomCateNav /> stories', () => {
  it('shows the items of the bar as links, with no panel open at first', async () => {
    const nav = await renderStoryBlock(Typical, '分类导航', 'navigation');
    expect(barItems(nav).map((item) => item.textContent)).toEqual([
      '专题首页',
      '食品生鲜▾',
      '家居日用▾',
      '健康服务▾',
      '数码家电',
      '春节福利',
      '品质茶礼',
    ]);
    expectLinkTo(nav, '专题首页', '/custom?id=spring');
    expect(within(nav).getByRole('link', { name: /食品生鲜/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('list', { name: /的子分类/ })).not.toBeInTheDocument();
  });

  it('shows only the first 12 of 15 items', async () => {
    const nav = await renderStoryBlock(ManyItems, '分类导航', 'navigation');
    expect(barItems(nav)).toHaveLength(12);
    expect(within(nav).getByRole('link', { name: '鲜花绿植' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '珠宝配饰' })).not.toBeInTheDocument();
  });
});

describe('<CustomCateNav /> behaviour', () => {
  it('is a 44 px bar, the height the page reserves for it while it loads', () => {
    renderBlock(<CustomCateNav blockKey="n" options={options} />);
    const nav = screen.getByRole('navigation', { name: '分类导航' });
    expect(nav.firstElementChild).toHaveStyle({ height: '44px' });
    expect(blockRegistry.get('customCateNav')?.skeletonHeight).toBe(44);
    expect(blockRegistry.schemas.blockSets('customCateNav')).toEqual(['custom']);
  });

  it('opens the panel of child categories on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={options} />);
    const food = screen.getByRole('link', { name: /食品生鲜/ });

    await user.hover(food);
    const panel = screen.getByRole('list', { name: '食品生鲜的子分类' });
    expect(food).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['粮油调味', '休闲零食', '茶叶冲饮', '牛奶乳品', '水果礼盒']);
    expectLinkTo(panel, '茶叶冲饮', '/goodsList?categoryId=1,13');

    // The pointer may cross from the item into its panel without closing it.
    await user.hover(within(panel).getByRole('link', { name: '牛奶乳品' }));
    expect(panel).toBeInTheDocument();

    await user.unhover(food);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: '食品生鲜的子分类' })).not.toBeInTheDocument(),
    );
    expect(food).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the panel on keyboard focus, lets Tab reach its links, and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={options} />);

    await user.tab();
    expect(screen.getByRole('link', { name: '专题首页' })).toHaveFocus();
    await user.tab();
    const food = screen.getByRole('link', { name: /食品生鲜/ });
    expect(food).toHaveFocus();
    expect(screen.getByRole('list', { name: '食品生鲜的子分类' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('link', { name: '粮油调味' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '食品生鲜的子分类' })).not.toBeInTheDocument();
    // Focus goes back to the item, and the panel stays closed until the user asks again.
    expect(food).toHaveFocus();
    expect(food).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel when focus leaves the item', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={options} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('list', { name: '食品生鲜的子分类' })).toBeInTheDocument();
    // Five child links, then the next item of the bar.
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: /家居日用/ })).toHaveFocus();
    expect(screen.queryByRole('list', { name: '食品生鲜的子分类' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '家居日用的子分类' })).toBeInTheDocument();
  });

  it('makes an item without its own link a button that opens its panel', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={options} />);
    const health = screen.getByRole('button', { name: /健康服务/ });
    act(() => health.focus());
    expect(screen.getByRole('list', { name: '健康服务的子分类' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: '健康服务的子分类' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: '健康服务的子分类' })).toBeInTheDocument();
    expect(health).toHaveAttribute('aria-expanded', 'true');
  });

  // A link of the bar, then, in the panel its item opens on hover, a child's link.
  it.each([
    [
      'opens its links through the link opener',
      {
        renderOptions: {},
        clicks: { link: '数码家电', item: /食品生鲜/, child: '休闲零食' },
        paths: ['/goodsList?categoryId=4', '/goodsList?categoryId=1,12'],
      },
    ],
    [
      'appends pageType=custom to internal links in custom-page mode',
      {
        renderOptions: { services: { customPage: true } },
        clicks: { link: '专题首页', item: /家居日用/, child: '厨房用具' },
        paths: ['/custom?id=spring&pageType=custom', '/goodsList?categoryId=2,21&pageType=custom'],
      },
    ],
  ])('%s', async (_, { renderOptions, clicks, paths }) => {
    const user = userEvent.setup();
    const { services } = renderBlock(<CustomCateNav blockKey="n" options={options} />, renderOptions);
    await user.click(screen.getByRole('link', { name: clicks.link }));
    await user.hover(screen.getByRole('link', { name: clicks.item }));
    await user.click(screen.getByRole('link', { name: clicks.child }));
    expect(services.calls.navigate).toEqual(paths.map((path) => ({ kind: 'internal', path })));
  });

  it('shows up to 4 columns of children in a panel', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={manyOptions} />);
    await user.hover(screen.getByRole('link', { name: /食品生鲜/ }));
    const panel = screen.getByRole('list', { name: '食品生鲜的子分类' });
    expect(within(panel).getAllByRole('link')).toHaveLength(24);
    expect(panel).toHaveStyle({ gridTemplateColumns: 'repeat(4, 120px)' });
  });

  it('labels the bar and its panels in English', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNav blockKey="n" options={options} />, { locale: 'en-US' });
    const nav = screen.getByRole('navigation', { name: 'Category navigation' });
    await user.hover(within(nav).getByRole('link', { name: /家居日用/ }));
    expect(within(nav).getByRole('list', { name: 'Subcategories of 家居日用' })).toBeInTheDocument();
  });
});
