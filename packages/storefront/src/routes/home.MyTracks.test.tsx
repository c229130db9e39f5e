import type { Footprint } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFootprints, deleteFootprints, fetchFootprints } from '../api/footprints.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

vi.mock('../api/footprints.ts', () => ({
  fetchFootprints: vi.fn(),
  deleteFootprints: vi.fn(),
  clearFootprints: vi.fn(),
}));

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
  vi.mocked(fetchFootprints).mockReset();
  vi.mocked(deleteFootprints).mockReset().mockResolvedValue();
  vi.mocked(clearFootprints).mockReset().mockResolvedValue();
});

describe('/home/MyTracks', () => {
  it('lists the viewed goods newest first and removes one', async () => {
    vi.mocked(fetchFootprints)
      .mockResolvedValueOnce([footprint(3), footprint(2), footprint(1)])
      .mockResolvedValue([footprint(3), footprint(1)]);
    renderRoute('/home/MyTracks');
    const list = await (await findMain()).findByRole('list', { name: '浏览过的商品' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['有机大米 3', '有机大米 2', '有机大米 1']);

    await userEvent.click(within(list).getByRole('button', { name: '删除足迹：有机大米 2' }));
    expect(deleteFootprints).toHaveBeenCalledWith(['2']);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('clears every footprint only once the member confirms', async () => {
    vi.mocked(fetchFootprints)
      .mockResolvedValueOnce([footprint(1)])
      .mockResolvedValue([]);
    renderRoute('/home/MyTracks');
    await userEvent.click(await (await findMain()).findByRole('button', { name: '清空足迹' }));
    const dialog = await screen.findByRole('alertdialog', { name: '清空足迹' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(clearFootprints).not.toHaveBeenCalled();

    await userEvent.click((await findMain()).getByRole('button', { name: '清空足迹' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '清空' }),
    );
    expect(clearFootprints).toHaveBeenCalledTimes(1);
    expect(await (await findMain()).findByText('暂无浏览记录')).toBeInTheDocument();
  });
});
