import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardGoods, cardSession, goodsPage, TOWELS } from '../disposable-card/disposable-card-test-data.ts';
import { accessTokenAtom, pageIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { logInCard } from '../test/card-session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  showAppMessages();
  logInCard();
  fakeApi.answer(
    API_PATHS.ycxkGoods,

    goodsPage([cardGoods(), TOWELS, cardGoods({ skuId: '1014', name: '广式月饼礼盒 8枚', stock: 0 })]),
  );
});

afterEach(() => appStore.set(pageIdAtom, null));

describe('/disposableCard/GoodsList', () => {
  it("shows the card's header and the goods of its range at the card's prices, each opening its detail", async () => {
    renderRoute('/disposableCard/GoodsList');
    const view = await findMain();
    expect(view.getByRole('heading', { level: 1, name: '兑换商品' })).toBeInTheDocument();
    const card = within(await view.findByRole('region', { name: '我的一次性卡' }));
    expect(card.getByText('艾克米生日福利卡')).toBeInTheDocument();
    expect(card.getByText('可使用')).toBeInTheDocument();
    expect(card.getByText('200 积分')).toBeInTheDocument();

    const goods = within(await view.findByRole('list', { name: '兑换商品' }));
    const [cookies, towels, mooncakes] = goods.getAllByRole('listitem');
    expect(cookies).toHaveTextContent('手工曲奇礼盒 908g88 积分');
    expect(towels).toHaveTextContent('50 积分商城价 59 积分');
    expect(mooncakes).toHaveTextContent('已售罄');
    expect(within(towels!).getByRole('link')).toHaveAttribute(
      'href',
      '/disposableCard/disposableCardGoodsDetail?skuId=1018',
    );
    expect(within(towels!).getByRole('img', { name: '长绒棉毛巾 4条装' })).toHaveAttribute('width', '180');
  });

  it('searches the range by a keyword kept in the address', async () => {
    const { router } = renderRoute('/disposableCard/GoodsList');
    const view = await findMain();
    await userEvent.type(await view.findByRole('textbox', { name: '搜索兑换商品' }), '毛巾');
    await userEvent.click(view.getByRole('button', { name: '搜索' }));
    expect(router.state.location.search).toBe('?keyword=%E6%AF%9B%E5%B7%BE');
    // Asked for once the list renders with the new keyword, not within the click.
    await waitFor(() =>
      expect(fakeApi.lastSent(API_PATHS.ycxkGoods).query).toEqual({
        keyword: '毛巾',
        pageNumber: '1',
        pageSize: '12',
      }),
    );
  });

  it('says a used card cannot redeem again, with a link to the order that used it', async () => {
    logInCard(
      cardSession({ status: 'USED', balance: 0, usedOrderSn: 'O2603010000000001', forfeitedPoints: 62 }),
    );
    renderRoute('/disposableCard/GoodsList');
    const view = await findMain();
    expect(await view.findByText('该卡已使用，不能再兑换。')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '查看兑换订单' })).toHaveAttribute(
      'href',
      '/disposableCard/OrderDetail?sn=O2603010000000001',
    );
  });

  it('asks an ordinary member to log in with a card, without asking for the goods', async () => {
    logInCard(null);
    appStore.set(pageIdAtom, 'page-acme');
    renderRoute('/disposableCard/GoodsList');
    const view = await findMain();
    expect(view.getByRole('heading', { level: 1, name: '兑换商品' })).toBeInTheDocument();
    expect(await view.findByText('请使用一次性卡登录')).toBeInTheDocument();
    expect(view.getByRole('link', { name: '一次性卡登录' })).toHaveAttribute(
      'href',
      '/disposableCard/login?pageId=page-acme',
    );
    expect(fakeApi.sent(API_PATHS.ycxkGoods)).toHaveLength(0);
  });

  it('sends a guest to the card login of the stored login route name', async () => {
    appStore.set(accessTokenAtom, null);
    window.localStorage.setItem('loginRouteName', 'acme-card');
    renderRoute('/disposableCard/GoodsList');
    const view = await findMain();
    expect(view.getByRole('link', { name: '一次性卡登录' })).toHaveAttribute(
      'href',
      '/disposableCard/login/acme-card',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.ycxkCard)).toHaveLength(0);
  });
});
