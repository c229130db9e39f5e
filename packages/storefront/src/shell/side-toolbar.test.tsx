import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStoryToolbarServices } from '../test/story-toolbar-services.ts';
import { SideToolbar } from './SideToolbar.tsx';
import * as toolbarStories from './SideToolbar.stories.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';
import { toaster } from '../ui/toaster.ts';

const {
  Guest,
  Member,
  FullCart,
  CartOpen,
  OrdersOpen,
  CouponsOpen,
  FootprintsOpen,
  FavoritesOpen,
  Loading,
  Empty,
  OrdersInEnglish,
} = composeStories(toolbarStories);

// Each test drives Chakra's overlays (drawers, dialogs, tooltips) through several clicks, which on
// a busy two-core machine takes jsdom longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // The toaster is one for the app: messages of one test must not show in the next.
  toaster.remove();
  vi.useRealTimers();
});

// Counts the loads of the tooltips' own code: a toolbar nobody points at or tabs to loads none (issue 26).
const tooltipCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('./EntryTooltipWindow.tsx', async (importOriginal) => {
  tooltipCode.loaded = true;
  return importOriginal();
});

const toolbar = () => screen.getByRole('navigation', { name: '侧边工具栏' });
const drawer = (name: string) => screen.findByRole('dialog', { name });
const itemsOf = (element: HTMLElement) => within(within(element).getByRole('list')).getAllByRole('listitem');

/** Shows where the in-memory router is, so a test can read where a link went. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The toolbar of a member on fresh in-memory services, with the router's location shown. */
function renderMemberToolbar() {
  const services = createStoryToolbarServices();
  render(
    <StorefrontStoryFrame session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN }}>
      <SideToolbar services={services} />
      <CurrentLocation />
    </StorefrontStoryFrame>,
  );
  return services;
}

describe('<SideToolbar /> tooltips', () => {
  // First: the tooltips' code, once loaded, stays loaded for the rest of the file.
  it('load no code until an entry is pointed at, then name it, and the entry still opens its drawer', async () => {
    const user = userEvent.setup();
    render(<Member />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(tooltipCode.loaded).toBe(false);

    const orders = within(toolbar()).getByRole('button', { name: '我的订单' });
    await user.hover(orders);
    expect(await screen.findByRole('tooltip', { name: '我的订单' })).toBeInTheDocument();
    expect(tooltipCode.loaded).toBe(true);
    expect(orders).toHaveAccessibleDescription('我的订单');

    await user.click(orders);
    expect(await drawer('我的订单')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('<SideToolbar /> for a guest', () => {
  it('asks the guest to log in from every entry, and opens no drawer and no new tab', async () => {
    const user = userEvent.setup();
    render(<Guest />);
    const entries = within(toolbar()).getAllByRole('listitem');
    expect(entries).toHaveLength(7);
    for (const entry of entries) {
      const control = within(entry).getByRole(entry.querySelector('a') ? 'link' : 'button');
      // Read after React's handlers ran: a link the browser would follow is a click not prevented.
      let navigated = false;
      const onClick = (event: MouseEvent) => {
        navigated = !event.defaultPrevented && control.tagName === 'A';
      };
      document.addEventListener('click', onClick);
      await user.click(control);
      document.removeEventListener('click', onClick);
      const prompt = await screen.findByRole('alertdialog', { name: '请登录' });
      expect(within(prompt).getByText('请登录后再进行此操作')).toBeInTheDocument();
      expect(navigated).toBe(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(within(prompt).getByRole('button', { name: '继续浏览' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
  });

  it('never fetches the cart count for a guest', async () => {
    // Fake time moves on its own too: Testing Library waits on a 0 ms timer after each user event.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const services = createStoryToolbarServices();
    render(
      <StorefrontStoryFrame>
        <SideToolbar services={services} />
      </StorefrontStoryFrame>,
    );
    await user.hover(within(toolbar()).getByRole('button', { name: '购物车' }));
    // A count asked for on entering is answered a tick later, as the network would, and stored: a
    // minute of fake time runs that and whatever else the hover set going. The entry's name, shown
    // 150 ms in, says the hover was taken.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('tooltip', { name: '购物车' })).toBeInTheDocument();
    expect(services.calls.cartCount).toBe(0);
    expect(window.localStorage.getItem('cartNum')).toBeNull();
    expect(within(toolbar()).queryByText('4')).not.toBeInTheDocument();
  });
});

describe('<SideToolbar /> for a member', () => {
  it('opens the member center and my assets in a new tab', () => {
    render(<Member />);
    expect(within(toolbar()).getByRole('link', { name: '会员中心（在新标签页打开）' })).toHaveAttribute(
      'href',
      '/home',
    );
    const assets = within(toolbar()).getByRole('link', { name: '我的资产（在新标签页打开）' });
    expect(assets).toHaveAttribute('href', '/home/MoneyManagement');
    expect(assets).toHaveAttribute('target', '_blank');
  });

  it('loads the cart count with the page, shows it on the badge and stores it', async () => {
    const services = renderMemberToolbar();

    // No hover: the count comes with the page.
    const counted = await within(toolbar()).findByRole('button', { name: '购物车，4件商品' });
    expect(within(counted).getByText('4')).toBeVisible();
    expect(services.calls.cartCount).toBe(1);
    expect(window.localStorage.getItem('cartNum')).toBe('4');
    expect(document.cookie).toContain('cartNum=4');
  });

  it('fetches the cart count again when the pointer enters the cart', async () => {
    const services = renderMemberToolbar();
    const cart = await within(toolbar()).findByRole('button', { name: '购物车，4件商品' });
    expect(services.calls.cartCount).toBe(1);

    await userEvent.hover(cart);

    await waitFor(() => expect(services.calls.cartCount).toBe(2));
  });

  it('caps the badge at 99', async () => {
    render(<FullCart />);
    await userEvent.hover(within(toolbar()).getByRole('button', { name: '购物车' }));
    const cart = await within(toolbar()).findByRole('button', { name: '购物车，120件商品' });
    expect(within(cart).getByText('99+')).toBeInTheDocument();
  });

  it('opens a drawer from its entry, switches to another, and closes it from the same entry', async () => {
    const user = userEvent.setup();
    renderMemberToolbar();
    const orders = within(toolbar()).getByRole('button', { name: '我的订单' });
    await user.click(orders);
    expect(await drawer('我的订单')).toBeInTheDocument();
    expect(orders).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(toolbar()).getByRole('button', { name: '我的收藏' }));
    expect(await drawer('我的收藏')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '我的订单' })).not.toBeInTheDocument());

    await user.click(within(toolbar()).getByRole('button', { name: '我的收藏' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer when one of its links is followed', async () => {
    const user = userEvent.setup();
    renderMemberToolbar();
    await user.click(within(toolbar()).getByRole('button', { name: '我的足迹' }));
    const footprints = await drawer('我的足迹');
    await user.click(await within(footprints).findByRole('link', { name: '查看全部足迹' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/home/MyTracks');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the cart drawer', () => {
  it('lists the cart lines with their price and quantity, linking to the goods and to the cart', async () => {
    render(<CartOpen />);
    const cart = await drawer('购物车');
    const lines = await waitFor(() => itemsOf(cart));
    expect(lines).toHaveLength(3);
    const rice = lines.find((line) => within(line).queryByText('有机大米 5kg'));
    expect(rice).toBeDefined();
    expect(within(rice!).getByRole('link', { name: '有机大米 5kg' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1001&goodsId=101',
    );
    expect(within(rice!).getByText('89 积分')).toBeInTheDocument();
    expect(within(rice!).getByText('× 2')).toBeInTheDocument();
    expect(within(rice!).getByRole('img', { name: '有机大米 5kg' })).toHaveAttribute('width', '56');
    expect(within(cart).getByText('共 4 件商品')).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
  });

  it('deletes a line, says so, reloads the list and updates the badge', async () => {
    const user = userEvent.setup();
    render(<CartOpen />);
    const cart = await drawer('购物车');
    await user.click(await within(cart).findByRole('button', { name: '删除：有机大米 5kg' }));

    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(within(cart).queryByText('有机大米 5kg')).not.toBeInTheDocument());
    expect(itemsOf(cart)).toHaveLength(2);
    expect(within(cart).getByText('共 2 件商品')).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: '购物车，2件商品' })).toBeInTheDocument();
  });

  it('says the cart is empty when it is', async () => {
    render(<Empty />);
    const cart = await drawer('购物车');
    expect(await within(cart).findByText('购物车空空如也，去挑选心仪的商品吧')).toBeInTheDocument();
  });

  it('shows that the list is loading while it is on the way', async () => {
    render(<Loading />);
    const orders = await drawer('我的订单');
    expect(within(orders).getByRole('status')).toHaveTextContent('加载中…');
  });
});

describe('the orders drawer', () => {
  it('lists the 10 newest orders with their status, time and amount, linking to their details', async () => {
    render(<OrdersOpen />);
    const orders = await drawer('我的订单');
    const cards = await waitFor(() => itemsOf(orders));
    expect(cards).toHaveLength(10);
    expect(within(cards[0]!).getByRole('link', { name: '订单号：O26030100001' })).toHaveAttribute(
      'href',
      '/home/OrderDetail?sn=O26030100001',
    );
    expect(within(cards[0]!).getByText('待付款')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('实付：168 积分')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: '精品水果礼盒 5kg' })).toBeInTheDocument();
    // Freight is paid in cash.
    expect(within(cards[6]!).getByText('实付：193 积分')).toBeInTheDocument();
    const statuses = ['待付款', '待发货', '待收货', '已完成', '待核验'];
    for (const status of statuses) expect(within(orders).getAllByText(status).length).toBeGreaterThan(0);
    // The two oldest of the 12 orders are not in the drawer.
    expect(within(orders).queryByText('订单号：O26030100011')).not.toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: '查看全部订单' })).toHaveAttribute(
      'href',
      '/home/MyOrder',
    );
  });

  it('names the statuses in English in en-US', async () => {
    render(<OrdersInEnglish />);
    const orders = await drawer('My orders');
    expect(await within(orders).findAllByText('Pending payment')).toHaveLength(2);
    // Paid and accepted by the seller alike: both wait for the parcel to leave.
    expect(within(orders).getAllByText('Awaiting shipment')).toHaveLength(3);
    expect(within(orders).getByText('Awaiting verification')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'View all orders' })).toBeInTheDocument();
  });
});

describe('the coupons drawer', () => {
  it('shows each claimable coupon with its value, threshold, scope and expiry', async () => {
    render(<CouponsOpen />);
    const coupons = await drawer('优惠券');
    const cards = await waitFor(() => itemsOf(coupons));
    expect(cards).toHaveLength(5);
    const tea = cards[0]!;
    expect(within(tea).getByText('茶叶满199减20')).toBeInTheDocument();
    expect(within(tea).getByText('20 积分')).toBeInTheDocument();
    expect(within(tea).getByText('满 199 积分可用')).toBeInTheDocument();
    expect(within(tea).getByText('平台券 · 指定分类可用')).toBeInTheDocument();
    expect(within(tea).getByText(/^有效期至 2026-03-1\d$/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('8.5折')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('无门槛')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('好生活家居旗舰店 · 指定商品可用')).toBeInTheDocument();
    expect(within(coupons).getByRole('link', { name: '我的优惠券' })).toHaveAttribute(
      'href',
      '/home/Coupons',
    );
  });

  it('claims a coupon and offers my coupons or using it now, on the goods list of its category', async () => {
    const user = userEvent.setup();
    renderMemberToolbar();
    await user.click(within(toolbar()).getByRole('button', { name: '优惠券' }));
    const coupons = await drawer('优惠券');
    await user.click(await within(coupons).findByRole('button', { name: '立即领取：茶叶满199减20' }));

    const dialog = await screen.findByRole('dialog', { name: '领取优惠券' });
    expect(within(dialog).getByText('优惠券领取成功，可在我的优惠券页面查看')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '我的优惠券' })).toBeInTheDocument();
    // The claimed coupon leaves the list.
    await waitFor(() => expect(within(coupons).queryByText('茶叶满199减20')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: '立即使用' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/goodsList?categoryId=1,12,121',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends 'use now' of a shop's coupon to the shop, and 'my coupons' to the coupon page", async () => {
    const user = userEvent.setup();
    renderMemberToolbar();
    await user.click(within(toolbar()).getByRole('button', { name: '优惠券' }));
    const coupons = await drawer('优惠券');
    await user.click(await within(coupons).findByRole('button', { name: '立即领取：厨具满299减30' }));
    let dialog = await screen.findByRole('dialog', { name: '领取优惠券' });
    await user.click(within(dialog).getByRole('button', { name: '立即使用' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/merchant?id=store-homelife');

    await user.click(within(toolbar()).getByRole('button', { name: '优惠券' }));
    const reopened = await drawer('优惠券');
    await user.click(await within(reopened).findByRole('button', { name: '立即领取：全场8.5折' }));
    dialog = await screen.findByRole('dialog', { name: '领取优惠券' });
    await user.click(within(dialog).getByRole('button', { name: '我的优惠券' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/home/Coupons');
  });
});

describe('the footprints drawer', () => {
  it('lists the 20 goods viewed last with their price, linking to them and to all footprints', async () => {
    render(<FootprintsOpen />);
    const footprints = await drawer('我的足迹');
    const items = await waitFor(() => itemsOf(footprints));
    expect(items).toHaveLength(20);
    expect(within(items[0]!).getByRole('link', { name: '有机茶礼盒' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=1008&goodsId=108',
    );
    expect(within(items[0]!).getByText('268 积分')).toBeInTheDocument();
    expect(within(footprints).getByRole('link', { name: '查看全部足迹' })).toHaveAttribute(
      'href',
      '/home/MyTracks',
    );
  });

  it('adds a viewed goods item to the cart and refreshes the badge', async () => {
    const user = userEvent.setup();
    render(<FootprintsOpen />);
    const footprints = await drawer('我的足迹');
    await user.click(await within(footprints).findByRole('button', { name: '加入购物车：有机茶礼盒' }));
    expect(await screen.findByText('已加入购物车')).toBeInTheDocument();
    expect(await within(toolbar()).findByRole('button', { name: '购物车，5件商品' })).toBeInTheDocument();
  });
});

describe('the favorites drawer', () => {
  it('lists the favourite goods and cancels one', async () => {
    const user = userEvent.setup();
    render(<FavoritesOpen />);
    const favorites = await drawer('我的收藏');
    const items = await waitFor(() => itemsOf(favorites));
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      '明前龙井 250g',
      '主动降噪蓝牙耳机',
      '全棉四件套 1.8m 床',
      '阳澄湖大闸蟹礼券 8只装',
    ]);
    expect(within(favorites).getByRole('link', { name: '查看全部收藏' })).toHaveAttribute(
      'href',
      '/home/Favorites',
    );

    await user.click(within(favorites).getByRole('button', { name: '取消收藏：主动降噪蓝牙耳机' }));
    expect(await screen.findByText('已取消收藏')).toBeInTheDocument();
    await waitFor(() => expect(within(favorites).queryByText('主动降噪蓝牙耳机')).not.toBeInTheDocument());
    expect(itemsOf(favorites)).toHaveLength(3);
  });

  it('says there are no favourites when there are none', async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(within(toolbar()).getByRole('button', { name: '我的收藏' }));
    expect(await within(await drawer('我的收藏')).findByText('暂无收藏的商品')).toBeInTheDocument();
  });
});
