import { API_PATHS, type Footprint } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const FOOTPRINTS = API_PATHS.footprints;
const DELETE_2 = API_PATHS.footprintsDelete(['2']);

/** Answers the footprints with `first`, then with `after` each time they are asked again. */
function answerFootprints(first: Footprint[], after: Footprint[]) {
  fakeApi.answer(FOOTPRINTS, after, { method: 'GET' });
  fakeApi.answer(FOOTPRINTS, first, { method: 'GET', once: true });
}

const footprint = (n: number): Footprint => ({
  id: String(n),
  skuId: `s${n}`,
  goodsId: `g${n}`,
  thumbnail: `/img/goods/lines/111-${n}.svg`,
  price: 50 + n,
  goodsName: `有机大米 ${n}`,
});

beforeEach(() => {
  logInMember();
  fakeApi.answer(FOOTPRINTS, null, { method: 'DELETE' });
  fakeApi.answer(DELETE_2, null, { method: 'DELETE' });
});

describe('/home/MyTracks', () => {
  it('lists the viewed goods newest first and removes one', async () => {
    answerFootprints([footprint(3), footprint(2), footprint(1)], [footprint(3), footprint(1)]);
    renderRoute('/home/MyTracks');
    const list = await (await findMain()).findByRole('list', { name: '浏览过的商品' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['有机大米 3', '有机大米 2', '有机大米 1']);

    await userEvent.click(within(list).getByRole('button', { name: '删除足迹：有机大米 2' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(fakeApi.sent(DELETE_2, 'DELETE')).toHaveLength(1);
    expect(fakeApi.sent(FOOTPRINTS, 'DELETE')).toEqual([]);
  });

  it('clears every footprint only once the member confirms', async () => {
    answerFootprints([footprint(1)], []);
    renderRoute('/home/MyTracks');
    await userEvent.click(await (await findMain()).findByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('alertdialog', { name: '清空足迹' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fakeApi.sent(FOOTPRINTS, 'DELETE')).toEqual([]);

    await userEvent.click((await findMain()).getByRole('button', { name: '清空足迹' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '清空' }),
    );
    expect(await (await findMain()).findByText('暂无浏览记录')).toBeInTheDocument();
    expect(fakeApi.sent(FOOTPRINTS, 'DELETE')).toHaveLength(1);
  });
});
