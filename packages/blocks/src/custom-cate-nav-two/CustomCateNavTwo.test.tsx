import { composeStories } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomCateNavTwoOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/customCateNavTwo/many.json';
import typical from '../../../../fixtures/blocks/customCateNavTwo/typical.json';
import { blockRegistry } from '../registry.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { expectSelectedTab, tabNames } from '../testing/tab-checks.ts';
import { CustomCateNavTwo } from './CustomCateNavTwo.tsx';
import * as stories from './CustomCateNavTwo.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: CustomCateNavTwoOptions = typical.options;
const manyOptions: CustomCateNavTwoOptions = many.options;

const linkNames = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('<CustomCateNavTwo /> stories', () => {
  it('shows the first-level items as tabs and the first tab’s links in the second row', async () => {
    const nav = await renderStoryBlock(Typical, '分类导航', 'navigation');
    expect(tabNames(nav)).toEqual(['食品生鲜', '家居日用', '健康服务', '节日福利']);
    expectSelectedTab('食品生鲜', nav);
    const row = within(nav).getByRole('tabpanel', { name: '食品生鲜' });
    expect(linkNames(row)).toEqual(['全部', '粮油调味', '休闲零食', '茶叶冲饮', '牛奶乳品']);
    expectLinkTo(row, '全部食品生鲜', '/goodsList?categoryId=1');
  });

  it('shows at most 10 tabs and 12 links of the selected tab', async () => {
    const nav = await renderStoryBlock(ManyItems, '分类导航', 'navigation');
    expect(within(nav).getAllByRole('tab')).toHaveLength(10);
    expect(within(nav).queryByRole('tab', { name: '鲜花绿植' })).not.toBeInTheDocument();
    const row = within(nav).getByRole('tabpanel');
    // 'All' and the first 12 of 16 children.
    expect(within(row).getAllByRole('link')).toHaveLength(13);
    expect(within(row).queryByRole('link', { name: '海鲜水产' })).not.toBeInTheDocument();
  });
});

describe('<CustomCateNavTwo /> behaviour', () => {
  it('reserves both rows, 84 px, while it loads', () => {
    expect(blockRegistry.get('customCateNavTwo')?.skeletonHeight).toBe(84);
    expect(blockRegistry.schemas.blockSets('customCateNavTwo')).toEqual(['custom']);
  });

  it('shows the links of the tab the user selects, and only those', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNavTwo blockKey="n" options={options} />);
    await user.click(screen.getByRole('tab', { name: '家居日用' }));
    expectSelectedTab('家居日用');
    // The panel left behind goes once Chakra has seen it has no exit animation.
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    expect(linkNames(screen.getByRole('tabpanel', { name: '家居日用' }))).toEqual([
      '全部',
      '厨房用具',
      '床品家纺',
      '清洁用品',
    ]);
    expect(screen.queryByRole('link', { name: '粮油调味' })).not.toBeInTheDocument();
  });

  it('has no All link for a tab without its own address', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNavTwo blockKey="n" options={options} />);
    await user.click(screen.getByRole('tab', { name: '健康服务' }));
    expect(linkNames(screen.getByRole('tabpanel', { name: '健康服务' }))).toEqual(['员工体检', '口腔护理']);
  });

  it('keeps the second row for a tab without children', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNavTwo blockKey="n" options={manyOptions} />);
    await user.click(screen.getByRole('tab', { name: '家居日用' }));
    const row = screen.getByRole('tabpanel', { name: '家居日用' });
    expect(linkNames(row)).toEqual(['全部']);
    expect(row.parentElement).toHaveStyle({ height: '40px' });
  });

  it('moves between tabs with the arrow keys, selects with Enter and reaches the row’s links with Tab', async () => {
    const user = userEvent.setup();
    renderBlock(<CustomCateNavTwo blockKey="n" options={options} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '食品生鲜' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // Chakra moves focus and selection on the next animation frame.
    const home = screen.getByRole('tab', { name: '家居日用' });
    await waitFor(() => expect(home).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(home).toHaveAttribute('aria-selected', 'true');
    // Chakra settles the row's tab stop on the next animation frame too.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await user.tab();
    // Chakra makes the row a stop of its own when it sees no visible link in it, as under jsdom (no layout).
    if (document.activeElement === screen.getByRole('tabpanel', { name: '家居日用' })) await user.tab();
    expect(screen.getByRole('link', { name: '全部家居日用' })).toHaveFocus();
  });

  it('opens its links through the link opener, keeping pageType=custom in custom-page mode', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<CustomCateNavTwo blockKey="n" options={options} />, {
      services: { customPage: true },
    });
    await user.click(screen.getByRole('link', { name: '休闲零食' }));
    await user.click(screen.getByRole('tab', { name: '家居日用' }));
    await user.click(screen.getByRole('link', { name: '全部家居日用' }));
    expect(services.calls.navigate).toEqual([
      { kind: 'internal', path: '/goodsList?categoryId=1,12&pageType=custom' },
      { kind: 'internal', path: '/goodsList?categoryId=2&pageType=custom' },
    ]);
  });

  it('opens links unchanged outside custom-page mode', async () => {
    await expectLinksOpen(<CustomCateNavTwo blockKey="n" options={options} />, [
      ['茶叶冲饮', '/goodsList?categoryId=1,13'],
    ]);
  });

  it('labels the navigation and the All link in English', () => {
    renderBlock(<CustomCateNavTwo blockKey="n" options={options} />, { locale: 'en-US' });
    const nav = screen.getByRole('navigation', { name: 'Category navigation' });
    expect(within(nav).getByRole('link', { name: 'All of 食品生鲜' })).toHaveTextContent('All');
  });
});
