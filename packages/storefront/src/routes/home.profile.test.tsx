import { API_PATHS, type MemberDetail } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptPassword } from '../api/encrypt-password.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { expectNicknameRules } from '../test/nickname-rules.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

const DETAIL = API_PATHS.memberDetail;
const UPDATE = API_PATHS.memberUpdate;

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
  logInMember({ oneId: 'ent-nova' });
});

/** Opens the profile's nickname dialog: the dialog and its input. */
async function openNicknameDialog() {
  renderRoute('/home/profile');
  const page = await findMain();
  await userEvent.click(await page.findByRole('button', { name: '修改昵称' }));
  const dialog = await screen.findByRole('dialog', { name: '修改昵称' });
  return { page, dialog: within(dialog), input: within(dialog).getByLabelText('昵称') };
}

describe('/home/profile', { timeout: 30_000 }, () => {
  it('shows the decrypted profile with the middle four digits of the mobile masked', async () => {
    fakeApi.answer(DETAIL, await detail());
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
    fakeApi.answer(DETAIL, await detail({ email: null }));
    renderRoute('/home/profile');
    const page = await findMain();
    expect(await page.findByText('未填写')).toBeInTheDocument();
  });

  it('refuses an empty nickname and one of more than 10 characters without asking the server', async () => {
    fakeApi.answer(DETAIL, await detail());
    const { dialog, input } = await openNicknameDialog();
    await expectNicknameRules(dialog, input);
    expect(fakeApi.sent(UPDATE)).toEqual([]);
  });

  it('changes the nickname, says so and shows the new one', async () => {
    fakeApi.answer(DETAIL, await detail({ nickName: '小何' }));
    fakeApi.answer(DETAIL, await detail(), { once: true });
    fakeApi.answer(UPDATE, null);
    const { page, dialog, input } = await openNicknameDialog();
    await userEvent.clear(input);
    await userEvent.type(input, '小何');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称修改成功')).toBeInTheDocument();
    expect(fakeApi.lastSent(UPDATE).body).toEqual({ nickName: '小何' });
    expect(await page.findByText('小何')).toBeInTheDocument();
  });

  it("shows the server's refusal at the nickname input", async () => {
    fakeApi.answer(DETAIL, await detail());
    fakeApi.fail(UPDATE, { code: 30000, message: '昵称最多10个字' });
    const { dialog } = await openNicknameDialog();
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('昵称最多10个字')).toBeInTheDocument();
  });
});
