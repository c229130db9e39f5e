import { API_PATHS, type FavoritePage } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const FAVORITES = API_PATHS.collection('GOODS');
const CANCEL_S3 = API_PATHS.collectionDelete('GOODS', 's3');

const favorite = (n: number) => ({
  skuId: `s${n}`,
  goodsId: `g${n}`,
  image: `/img/goods/lines/111-${n}.svg`,
  price: 100 + n,
  goodsName: `明前龙井 ${n}`,
});

const page = (count: number, overrides: Partial<FavoritePage> = {}): FavoritePage => ({
  records: Array.from({ length: count }, (_, i) => favorite(i + 1)),
  total: count,
  current: 1,
  size: 20,
  pages: 1,
  ...overrides,
});

beforeEach(() => {
  logInMember();
});

describe('/home/favorites', () => {
  it('lists the favourite goods, each opening its detail, and cancels one', async () => {
    fakeApi.answer(FAVORITES, page(2), { method: 'GET' });
    fakeApi.answer(FAVORITES, page(3), { method: 'GET', once: true });
    fakeApi.answer(CANCEL_S3, null);
    renderRoute('/home/Favorites');
    const list = await (await findMain()).findByRole('list', { name: '收藏的商品' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: '明前龙井 1' })).toHaveAttribute(
      'href',
      '/goodsDetail?skuId=s1&goodsId=g1',
    );
    expect(within(list).getByText('101 积分')).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: '取消收藏：明前龙井 3' }));
    await waitFor(() => expect(fakeApi.sent(CANCEL_S3, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(fakeApi.sent(FAVORITES, 'GET')).toHaveLength(2);
  });

  it('pages through many favourites and says when there are none', async () => {
    fakeApi.answer(FAVORITES, page(20, { total: 25, pages: 2 }));
    const { unmount } = renderRoute('/home/favorites');
    await userEvent.click(await (await findMain()).findByRole('button', { name: '第 2 页' }));
    await waitFor(() =>
      expect(fakeApi.lastSent(FAVORITES, 'GET').query).toEqual({ pageNumber: '2', pageSize: '20' }),
    );
    unmount();

    fakeApi.answer(FAVORITES, page(0));
    renderRoute('/home/favorites');
    expect(await (await findMain()).findByText('暂无收藏的商品')).toBeInTheDocument();
  });
});
