import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { MiniSearchBar, MINI_SEARCH_SCROLL_PX } from './MiniSearchBar.tsx';
import { SearchBar } from './SearchBar.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { SEARCH_URL_KEY } from './search-target.ts';
import * as headerStories from './SiteHeader.stories.tsx';
import * as languageStories from './LanguageSwitch.stories.tsx';
import * as stripStories from './UserStrip.stories.tsx';

const { MallMember, MallGuest, ExclusiveHomepage, EnglishEnabled, InEnglish } = composeStories(headerStories);
const { Guest, Member, Dealer, DealerFirstLogin, FixedAccount } = composeStories(stripStories);
const { FromChinese, FromEnglish } = composeStories(languageStories);

/** Shows where the in-memory router is, so a test can read where a search went. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

// Story args share their spies between tests (meta-level `fn()`), so each test starts them at zero.
beforeEach(() => {
  for (const story of [MallMember, ExclusiveHomepage, EnglishEnabled, Member, FromChinese, FromEnglish]) {
    for (const arg of Object.values(story.args)) {
      if (vi.isMockFunction(arg)) arg.mockClear();
    }
  }
});

const userStrip = () => screen.getByRole('navigation', { name: '用户导航' });

describe('<SiteHeader />', () => {
  it('greets a member of the mall and shows the hot search terms, the cart and my orders', () => {
    render(<MallMember />);
    expect(within(userStrip()).getByText('张三，您好！欢迎来到好生活商城')).toBeInTheDocument();
    const hotTerms = screen.getByRole('list', { name: '热门搜索' });
    expect(
      within(hotTerms)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['五常大米', '坚果礼盒', '空气净化器', '龙井茶']);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '我的购物车' })).toHaveAttribute('href', '/cart');
    const orderLinks = within(banner)
      .getAllByRole('link', { name: '我的订单' })
      .map((link) => link.getAttribute('href'));
    // One in the user strip, one as the header's button.
    expect(orderLinks).toEqual(['/home/myOrder', '/home/myOrder']);
  });

  it('always shows the cart and my orders buttons, for a guest too', () => {
    render(<MallGuest />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '我的购物车' })).toHaveAttribute('href', '/cart');
    const orderLinks = within(banner)
      .getAllByRole('link', { name: '我的订单' })
      .map((link) => link.getAttribute('href'));
    expect(orderLinks).toEqual(['/home/myOrder']);
  });

  it('lays out the exclusive homepage with its own links and no hot terms', () => {
    render(<ExclusiveHomepage />);
    const nav = screen.getByRole('navigation', { name: '专属导航' });
    expect(within(nav).getByRole('link', { name: '专属首页' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: '定制专区' })).toHaveAttribute('href', '/custom');
    expect(screen.queryByRole('list', { name: '热门搜索' })).not.toBeInTheDocument();
    expect(screen.getByRole('search', { name: '搜索商品' })).toBeInTheDocument();
    expect(within(userStrip()).getByText('张三，您好！欢迎访问专属首页')).toBeInTheDocument();
  });

  it('switches to the exclusive homepage: stores DZPT and reloads the root', async () => {
    render(<MallMember />);
    await userEvent.click(within(userStrip()).getByRole('button', { name: '专属首页' }));
    expect(window.localStorage.getItem('platform')).toBe('DZPT');
    expect(MallMember.args.reloadRoot).toHaveBeenCalledTimes(1);
  });

  it('switches back to the mall: stores HSHSC and reloads the root', async () => {
    render(<ExclusiveHomepage />);
    await userEvent.click(within(userStrip()).getByRole('button', { name: '我的商城' }));
    expect(window.localStorage.getItem('platform')).toBe('HSHSC');
    expect(ExclusiveHomepage.args.reloadRoot).toHaveBeenCalledTimes(1);
  });

  it('shows no language switch unless the page is English-enabled', () => {
    render(<MallMember />);
    expect(screen.queryByRole('button', { name: /切换语言/ })).not.toBeInTheDocument();
  });

  it('asks before switching language, then stores en-US and reloads the page', async () => {
    render(<EnglishEnabled />);
    await userEvent.click(screen.getByRole('button', { name: '切换语言: English' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText('确定要切换语言吗？')).toBeInTheDocument();
    expect(EnglishEnabled.args.reloadPage).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(window.localStorage.getItem('locale')).toBe('en-US');
    expect(EnglishEnabled.args.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('speaks English in en-US', () => {
    render(<InEnglish />);
    // The member's Chinese name is content in its own element, marked as Chinese.
    const name = within(screen.getByRole('navigation', { name: 'User navigation' })).getByText('张三');
    expect(name).toHaveAttribute('lang', 'zh-CN');
    expect(name.parentElement).toHaveTextContent('Welcome, 张三');
    expect(screen.getByRole('link', { name: 'My cart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch language: 中文' })).toBeInTheDocument();
  });
});

describe('<UserStrip />', () => {
  it('offers a guest log in and sign up', () => {
    render(<Guest />);
    expect(screen.getByText('您好，欢迎来到好生活商城！')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '请登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '免费注册' })).toHaveAttribute('href', '/signUp');
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('sends a guest to log in before the merchant entry', () => {
    render(<Guest />);
    const link = screen.getByRole('link', { name: '商家入驻' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).not.toHaveAttribute('target');
  });

  it('gives a member every account link in order, the merchant entry in a new tab and sign out', async () => {
    render(<Member />);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['我的主页', '/home'],
      ['我的账户', '/home/myAccount'],
      ['我的订单', '/home/myOrder'],
      ['我的收藏', '/home/favorites'],
      ['公告', '/notice'],
      ['购物车', '/cart'],
      ['客服中心', '/home/customerService'],
      ['常见问题', '/home/frequentlyQuestion'],
      ['留言建议', '/home/message'],
      ['商家入驻', '/shopEntry?id=1'],
    ]);
    expect(screen.getByRole('link', { name: '商家入驻（在新标签页打开）' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(Member.args.onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows platform entries as the permission allows', () => {
    render(<Member />);
    expect(screen.getByRole('button', { name: '我的商城' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '专属首页' })).toBeInTheDocument();
  });

  it('gives a fixed account neither homepage, account nor sign out, and only its permitted platform', () => {
    render(<FixedAccount />);
    expect(screen.getByText('前台公用账号，您好！欢迎来到好生活商城')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的主页' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的账户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '专属首页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '我的商城' })).not.toBeInTheDocument();
  });

  it('shows a dealer the dealer code, the last login time and the point balance', () => {
    render(<Dealer />);
    expect(screen.getByText('李经理，您好！欢迎来到好生活商城')).toBeInTheDocument();
    expect(screen.getByText('经销商编号：JXS-0086')).toBeInTheDocument();
    expect(screen.getByText('上次登录：2026-11-20 09:05:03')).toBeInTheDocument();
    expect(screen.getByText('积分余额：56000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '专属首页' })).not.toBeInTheDocument();
  });

  it('tells a dealer logging in for the first time so', () => {
    render(<DealerFirstLogin />);
    expect(screen.getByText('上次登录：首次登录')).toBeInTheDocument();
  });

  it('shows a plain member no dealer details', () => {
    render(<Member />);
    expect(screen.queryByText(/经销商编号/)).not.toBeInTheDocument();
  });
});

describe('<LanguageSwitch />', () => {
  it('keeps the language when the user cancels', async () => {
    render(<FromChinese />);
    await userEvent.click(screen.getByRole('button', { name: '切换语言: English' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(window.localStorage.getItem('locale')).toBe('zh-CN');
    expect(FromChinese.args.reloadPage).not.toHaveBeenCalled();
  });

  it('switches from English back to Chinese', async () => {
    render(<FromEnglish />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch language: 中文' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Prompt' });
    expect(within(dialog).getByText('Are you sure you want to switch language?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(window.localStorage.getItem('locale')).toBe('zh-CN');
    expect(FromEnglish.args.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('<SearchBar />', () => {
  function renderSearch(path: string, hotSearchTerms: string[] = []) {
    render(
      <StorefrontStoryFrame path={path}>
        <SearchBar hotSearchTerms={hotSearchTerms} />
        <CurrentLocation />
      </StorefrontStoryFrame>,
    );
  }
  const location = () => screen.getByRole('status', { name: 'location' }).textContent;

  it('searches the goods list for the typed keyword on Enter', async () => {
    renderSearch('/');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), '大米{Enter}');
    expect(location()).toBe('/goodsList?keyword=%E5%A4%A7%E7%B1%B3');
  });

  it('keeps pageType=custom of a custom page and goes to the special list when marked', async () => {
    window.localStorage.setItem(SEARCH_URL_KEY, 'specialGoodsList');
    renderSearch('/custom?pageType=custom');
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), 'tea');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(location()).toBe('/specialGoodsList?pageType=custom&keyword=tea');
  });

  it('keeps what was typed when the page frame is rebuilt on the same address, as a page finishes loading', async () => {
    function Remounting() {
      const [round, setRound] = useState(0);
      return (
        <>
          <SearchBar key={round} />
          <button type="button" onClick={() => setRound(round + 1)}>
            rebuild
          </button>
        </>
      );
    }
    render(
      <StorefrontStoryFrame path="/">
        <Remounting />
      </StorefrontStoryFrame>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), '坚果');
    await userEvent.click(screen.getByRole('button', { name: 'rebuild' }));
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('坚果');
  });

  it('shows the keyword of the address it searched, not the draft of another address', async () => {
    renderSearch('/goodsList?keyword=%E5%A4%A7%E7%B1%B3');
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('大米');
    await userEvent.clear(screen.getByRole('searchbox', { name: '搜索商品' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), '茶叶{Enter}');
    expect(location()).toBe('/goodsList?keyword=%E8%8C%B6%E5%8F%B6');
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('茶叶');
  });

  it('searches for a hot term when it is clicked', async () => {
    renderSearch('/', ['坚果礼盒']);
    await userEvent.click(screen.getByRole('button', { name: '搜索“坚果礼盒”' }));
    expect(location()).toBe('/goodsList?keyword=%E5%9D%9A%E6%9E%9C%E7%A4%BC%E7%9B%92');
  });
});

describe('<MiniSearchBar />', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    });

  it('appears only after the page is scrolled beyond 300 px', () => {
    render(
      <StorefrontStoryFrame>
        <MiniSearchBar siteName="好生活福利商城" logoImg="/img/logo.svg" />
      </StorefrontStoryFrame>,
    );
    expect(screen.queryByRole('search', { name: '快捷搜索' })).not.toBeInTheDocument();

    scrollTo(MINI_SEARCH_SCROLL_PX);
    expect(screen.queryByRole('search', { name: '快捷搜索' })).not.toBeInTheDocument();

    scrollTo(MINI_SEARCH_SCROLL_PX + 1);
    expect(screen.getByRole('search', { name: '快捷搜索' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '好生活福利商城标志' })).toHaveAttribute('width', '120');

    scrollTo(10);
    expect(screen.queryByRole('search', { name: '快捷搜索' })).not.toBeInTheDocument();
  });

  it('asks where the page is only after the first frame, then shows itself on a page already scrolled', async () => {
    let reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return MINI_SEARCH_SCROLL_PX + 200;
      },
    });
    render(
      <StorefrontStoryFrame>
        <MiniSearchBar siteName="好生活福利商城" logoImg="/img/logo.svg" />
      </StorefrontStoryFrame>,
    );
    // Reading the position while mounting would lay the page out in the middle of building it.
    expect(reads).toBe(0);
    expect(await screen.findByRole('search', { name: '快捷搜索' })).toBeInTheDocument();
  });
});
