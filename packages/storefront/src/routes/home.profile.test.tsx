import type { MemberDetail } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberDetail, postMemberUpdate } from '../api/member-profile.ts';
import { encryptPassword } from '../api/encrypt-password.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { storeMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

vi.mock('../api/member-profile.ts', () => ({
  fetchMemberDetail: vi.fn(),
  postMemberUpdate: vi.fn(),
  fetchMemberCards: vi.fn(),
  postBindCard: vi.fn(),
}));

/** A profile as the server answers it: code, mobile and e-mail sealed with the password cipher. */
async function detail(overrides: Partial<MemberDetail> = {}): Promise<MemberDetail> {
  return {
    id: 'mbr-nova-he',
    username: 'hejia',
    nickName: '何佳',
    code: await encryptPassword('N0002'),
    mobile: await encryptPassword('13500000202'),
    email: await encryptPassword('hejia@nova.example.com'),
    point: 1600,
    oneId: 'ent-nova',
    enterpriseName: '新星科技有限公司',
    ...overrides,
  };
}

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
  storeMember();
  appStore.set(oneIdAtom, 'ent-nova');
  vi.mocked(fetchMemberDetail).mockReset();
  vi.mocked(postMemberUpdate).mockReset();
});

describe('/home/profile', { timeout: 30_000 }, () => {
  it('shows the decrypted profile with the middle four digits of the mobile masked', async () => {
    vi.mocked(fetchMemberDetail).mockResolvedValue(await detail());
    renderRoute('/home/profile');
    const page = await findMain();
    expect(await page.findByText('135****0202')).toBeInTheDocument();
    expect(page.queryByText('13500000202')).not.toBeInTheDocument();
    expect(page.getByText('N0002')).toBeInTheDocument();
    expect(page.getByText('hejia@nova.example.com')).toBeInTheDocument();
    expect(page.getByText('1,600 积分')).toBeInTheDocument();
    expect(page.getByText('新星科技有限公司')).toBeInTheDocument();
    expect(page.getByText('何佳')).toBeInTheDocument();
    expect(page.getByRole('link', { name: '我的福利卡' })).toHaveAttribute('href', '/home/bindingCard');
  });

  it('says "not given" for a member without an e-mail', async () => {
    vi.mocked(fetchMemberDetail).mockResolvedValue(await detail({ email: null }));
    renderRoute('/home/profile');
    const page = await findMain();
    expect(await page.findByText('未填写')).toBeInTheDocument();
  });

  it('refuses an empty nickname and one of more than 10 characters without asking the server', async () => {
    vi.mocked(fetchMemberDetail).mockResolvedValue(await detail());
    renderRoute('/home/profile');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '修改昵称' }));
    const dialog = await screen.findByRole('dialog', { name: '修改昵称' });
    const input = within(dialog).getByLabelText('昵称');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('昵称不能为空')).toBeInTheDocument();
    await userEvent.type(input, '一二三四五六七八九十一');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('昵称最多10个字')).toBeInTheDocument();
    expect(postMemberUpdate).not.toHaveBeenCalled();
  });

  it('changes the nickname, says so and shows the new one', async () => {
    vi.mocked(fetchMemberDetail)
      .mockResolvedValueOnce(await detail())
      .mockResolvedValue(await detail({ nickName: '小何' }));
    vi.mocked(postMemberUpdate).mockResolvedValue({ ok: true, result: null });
    renderRoute('/home/profile');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '修改昵称' }));
    const dialog = await screen.findByRole('dialog', { name: '修改昵称' });
    const input = within(dialog).getByLabelText('昵称');
    await userEvent.clear(input);
    await userEvent.type(input, '小何');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(postMemberUpdate).toHaveBeenCalledWith({ nickName: '小何' });
    expect(await screen.findByText('昵称修改成功')).toBeInTheDocument();
    expect(await page.findByText('小何')).toBeInTheDocument();
  });

  it("shows the server's refusal at the nickname input", async () => {
    vi.mocked(fetchMemberDetail).mockResolvedValue(await detail());
    vi.mocked(postMemberUpdate).mockResolvedValue({ ok: false, code: 30000, message: '昵称最多10个字' });
    renderRoute('/home/profile');
    const page = await findMain();
    await userEvent.click(await page.findByRole('button', { name: '修改昵称' }));
    const dialog = await screen.findByRole('dialog', { name: '修改昵称' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('昵称最多10个字')).toBeInTheDocument();
  });
});
