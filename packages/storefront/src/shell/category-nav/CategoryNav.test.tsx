import type { Locale } from '@mall/runtime';
import type { CategoryNode } from '@mall/schemas';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorefrontStoryFrame } from '../../test/StorefrontStoryFrame.tsx';
import { CATEGORY_CACHE_TTL_MS, CATEGORY_EXPIRY_KEY } from './category-cache.ts';
import type { CategoryNavApi } from './category-nav-api.ts';
import { CategoryNav, type CategoryNavProps } from './CategoryNav.tsx';
import * as stories from './CategoryNav.stories.tsx';
import { storyCategoryNavApi, storyCategoryTree } from '../../test/story-category-nav.ts';

const { Menu, AlwaysOpen, WithBenefitChoices, NoItems, English } = composeStories(stories);

function renderNav(
  props: CategoryNavProps & { api: CategoryNavApi },
  { path = '/', locale = 'zh-CN' }: { path?: string; locale?: Locale } = {},
) {
  return render(
    <StorefrontStoryFrame path={path} locale={locale}>
      <CategoryNav {...props} />
    </StorefrontStoryFrame>,
  );
}

const nav = () => within(screen.getByRole('navigation', { name: '商品导航' }));
const trigger = () => nav().getByRole('button', { name: '全部商品分类' });
const firstLevel = () => nav().findByRole('list', { name: '商品分类' });

afterEach(() => {
  vi.useRealTimers();
});

describe('<CategoryNav />', () => {
  it('opens the category list on hover, and a flyout of second- and third-level links for the hovered category', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(nav().queryByRole('list', { name: '商品分类' })).not.toBeInTheDocument();

    await user.hover(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const food = within(await firstLevel()).getByRole('link', { name: '食品生鲜' });
    expect(food).toHaveAttribute('href', '/goodsList?categoryId=1');
    expect(food).toHaveAttribute('aria-expanded', 'false');

    await user.hover(food);
    expect(food).toHaveAttribute('aria-expanded', 'true');
    const flyout = within(nav().getByRole('list', { name: '食品生鲜的子分类' }));
    expect(flyout.getByRole('link', { name: '粮油调味' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,11',
    );
    expect(flyout.getByRole('link', { name: '大米' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,11,111',
    );
    expect(flyout.getByRole('link', { name: '咖啡' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,12,122',
    );

    // Another category replaces the flyout.
    await user.hover(within(await firstLevel()).getByRole('link', { name: '家居生活' }));
    expect(nav().queryByRole('list', { name: '食品生鲜的子分类' })).not.toBeInTheDocument();
    expect(
      within(nav().getByRole('list', { name: '家居生活的子分类' })).getByRole('link', { name: '锅具' }),
    ).toHaveAttribute('href', '/goodsList?categoryId=2,21,211');
  });

  it('closes the list and its flyout when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.hover(trigger());
    await user.hover(within(await firstLevel()).getByRole('link', { name: '食品生鲜' }));
    expect(nav().getByRole('list', { name: '食品生鲜的子分类' })).toBeInTheDocument();

    await user.unhover(trigger());
    await user.hover(nav().getByRole('link', { name: '全部商品' }));
    await waitFor(() => expect(nav().queryByRole('list', { name: '商品分类' })).not.toBeInTheDocument());
    expect(nav().queryByRole('list', { name: '食品生鲜的子分类' })).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard: focus opens the list, arrows move between categories, Tab enters the flyout and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await firstLevelItemsArrive();

    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    const list = within(await firstLevel());
    await waitFor(() => expect(list.getByRole('link', { name: '食品生鲜' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(list.getByRole('link', { name: '家居生活' })).toHaveFocus();
    const flyout = within(nav().getByRole('list', { name: '家居生活的子分类' }));

    await user.tab();
    expect(flyout.getByRole('link', { name: '厨房用品' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(nav().queryByRole('list', { name: '家居生活的子分类' })).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: '家居生活' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is always open when the page asks for it (showAllNav)', async () => {
    const user = userEvent.setup();
    render(<AlwaysOpen />);
    expect(nav().queryByRole('button', { name: '全部商品分类' })).not.toBeInTheDocument();
    expect(nav().getByRole('heading', { name: '全部商品分类' })).toBeInTheDocument();
    const list = within(await firstLevel());
    expect(await list.findByRole('link', { name: '汽车用品' })).toBeInTheDocument();

    await user.hover(list.getByRole('link', { name: '医疗健康' }));
    expect(nav().getByRole('list', { name: '医疗健康的子分类' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(nav().queryByRole('list', { name: '医疗健康的子分类' })).not.toBeInTheDocument();
    expect(nav().getByRole('list', { name: '商品分类' })).toBeInTheDocument();
  });

  it('links all goods without a category', () => {
    render(<NoItems />);
    expect(nav().getByRole('link', { name: '全部商品' })).toHaveAttribute('href', '/goodsList?queryPlan=1');
    expect(nav().queryByRole('list', { name: '精选频道' })).not.toBeInTheDocument();
  });

  it('keeps pageType=custom on every link when the address has it', async () => {
    const user = userEvent.setup();
    renderNav({ api: storyCategoryNavApi() }, { path: '/goodsList?pageType=custom' });
    expect(nav().getByRole('link', { name: '全部商品' })).toHaveAttribute(
      'href',
      '/goodsList?queryPlan=1&pageType=custom',
    );
    await user.hover(trigger());
    await user.hover(await within(await firstLevel()).findByRole('link', { name: '食品生鲜' }));
    expect(nav().getByRole('link', { name: '大米' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1,11,111&pageType=custom',
    );
    expect(await nav().findByRole('link', { name: '公告' })).toHaveAttribute(
      'href',
      '/notice?pageType=custom',
    );
  });

  it('shows plan and market items only when the server shows them, asking once for all of them', async () => {
    const api = storyCategoryNavApi();
    renderNav({ api });
    const items = within(await nav().findByRole('list', { name: '精选频道' }));
    expect(await items.findByRole('link', { name: '限时抢购' })).toHaveAttribute(
      'href',
      '/flashBuyGoodsList?marketId=market-flash-1',
    );
    expect(items.getByRole('link', { name: '春节福利' })).toHaveAttribute(
      'href',
      '/goodsList?planId=plan-spring',
    );
    expect(items.queryByRole('link', { name: '健康体检' })).not.toBeInTheDocument();
    expect(items.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    // The all-goods item is the row's own all-goods link, not a second one.
    expect(nav().getAllByRole('link', { name: '全部商品' })).toHaveLength(1);
    expect(api.checkAvailability).toHaveBeenCalledTimes(1);
    expect(api.checkAvailability).toHaveBeenCalledWith([
      { marketId: 'market-flash-1' },
      { planId: 'plan-spring' },
      { planId: 'plan-health' },
    ]);
  });

  it('hides plan and market items when availability cannot be checked', async () => {
    const api = storyCategoryNavApi();
    vi.mocked(api.checkAvailability).mockRejectedValue(new Error('offline'));
    renderNav({ api });
    const items = within(await nav().findByRole('list', { name: '精选频道' }));
    expect(await items.findByRole('link', { name: '公告' })).toBeInTheDocument();
    await waitFor(() => expect(api.checkAvailability).toHaveBeenCalled());
    expect(items.queryByRole('link', { name: '限时抢购' })).not.toBeInTheDocument();
    expect(items.queryByRole('link', { name: '春节福利' })).not.toBeInTheDocument();
  });

  it('shows the year and quarter choices only to a member who has them stored', async () => {
    const { unmount } = render(<Menu />);
    const items = within(await nav().findByRole('list', { name: '精选频道' }));
    expect(await items.findByRole('link', { name: '公告' })).toBeInTheDocument();
    expect(items.queryByRole('link', { name: '年度福利选择' })).not.toBeInTheDocument();
    expect(items.queryByRole('link', { name: '季度福利' })).not.toBeInTheDocument();
    unmount();

    render(<WithBenefitChoices />);
    const withChoices = within(await nav().findByRole('list', { name: '精选频道' }));
    expect(await withChoices.findByRole('link', { name: '年度福利选择' })).toHaveAttribute(
      'href',
      '/benefitYear',
    );
    expect(withChoices.getByRole('link', { name: '季度福利' })).toHaveAttribute('href', '/benefitQuarter');
  });

  it('takes isYear=1 and isQuarter=true as on, anything else as off', async () => {
    window.localStorage.setItem('isYear', '1');
    window.localStorage.setItem('isQuarter', 'false');
    renderNav({ api: storyCategoryNavApi() });
    const items = within(await nav().findByRole('list', { name: '精选频道' }));
    expect(await items.findByRole('link', { name: '年度福利选择' })).toBeInTheDocument();
    expect(items.queryByRole('link', { name: '季度福利' })).not.toBeInTheDocument();
  });

  it('opens other sites in a new tab', async () => {
    render(<Menu />);
    const travel = await nav().findByRole('link', { name: '差旅商城（在新标签页打开）' });
    expect(travel).toHaveAttribute('href', 'https://travel.example.invalid/');
    expect(travel).toHaveAttribute('target', '_blank');
    expect(travel.getAttribute('rel')).toContain('noopener');
  });

  it('uses the stored tree within the hour and fetches it again once it is older', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const api = storyCategoryNavApi();
    const first = renderNav({ api });
    await waitFor(() =>
      expect(window.localStorage.getItem(CATEGORY_EXPIRY_KEY)).toBe(
        String(Date.now() + CATEGORY_CACHE_TTL_MS),
      ),
    );
    first.unmount();
    expect(api.fetchCategoryTree).toHaveBeenCalledTimes(1);

    // 59 minutes later, on another page: the stored tree, no call.
    vi.setSystemTime(new Date('2026-03-01T09:59:00Z'));
    const renamed: CategoryNode[] = storyCategoryTree().map((node) =>
      node.id === '1' ? { ...node, name: '生鲜美食' } : node,
    );
    vi.mocked(api.fetchCategoryTree).mockResolvedValue(renamed);
    const second = renderNav({ api });
    await user.hover(trigger());
    expect(await within(await firstLevel()).findByRole('link', { name: '食品生鲜' })).toBeInTheDocument();
    expect(api.fetchCategoryTree).toHaveBeenCalledTimes(1);
    second.unmount();

    // Past the hour: fetched and stored again.
    vi.setSystemTime(new Date('2026-03-01T10:00:01Z'));
    renderNav({ api });
    await user.hover(trigger());
    expect(await within(await firstLevel()).findByRole('link', { name: '生鲜美食' })).toBeInTheDocument();
    expect(api.fetchCategoryTree).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem('category')).toContain('生鲜美食');
  });

  it('does not use a tree stored in the other language', async () => {
    const user = userEvent.setup();
    const api = storyCategoryNavApi();
    const { unmount } = renderNav({ api });
    await waitFor(() => expect(window.localStorage.getItem(CATEGORY_EXPIRY_KEY)).not.toBeNull());
    unmount();

    renderNav({ api: storyCategoryNavApi({ tree: storyCategoryTree('en-US') }) }, { locale: 'en-US' });
    await user.hover(screen.getByRole('button', { name: 'All categories' }));
    expect(await screen.findByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/goodsList?categoryId=1',
    );
    expect(api.fetchCategoryTree).toHaveBeenCalledTimes(1);
  });

  it('speaks English in en-US', async () => {
    render(<English />);
    const english = within(screen.getByRole('navigation', { name: 'Shop navigation' }));
    expect(english.getByRole('button', { name: 'All categories' })).toBeInTheDocument();
    expect(english.getByRole('link', { name: 'All goods' })).toBeInTheDocument();
    expect(await english.findByRole('link', { name: /^Business travel/ })).toBeInTheDocument();
  });
});

/** Waits until the story's tree has been fetched (the list itself shows only when opened). */
async function firstLevelItemsArrive() {
  await waitFor(() => expect(window.localStorage.getItem('category')).not.toBeNull());
}
