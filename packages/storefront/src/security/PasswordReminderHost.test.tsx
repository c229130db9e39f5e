import { API_PATHS, type UserInfo } from '@mall/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { memberFactory, sentWithPasswords } from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { AppToaster } from '../ui/AppToaster.tsx';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { passwordReminderStep } from './password-reminder.ts';
import { PasswordReminderHost } from './PasswordReminderHost.tsx';

const LINA = memberFactory({ id: 'mbr-acme-li', username: 'lina', updatePwd: '1', updatePayPwd: '1' });

/** The host beside a router standing at `path`, for a member (or a guest). */
function renderHost(path: string, userInfo: UserInfo | null = LINA) {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });
  render(
    <StorefrontStoryFrame session={{ userInfo, accessToken: userInfo ? 'member-token' : null }}>
      <PasswordReminderHost router={router} />
      <AppToaster />
    </StorefrontStoryFrame>,
  );
  return router;
}

afterEach(() => toaster.remove());

describe('<PasswordReminderHost />', { timeout: 30_000 }, () => {
  it('asks for a new login password first, in a dialog without a way out', async () => {
    renderHost('/');
    const dialog = await screen.findByRole('alertdialog', { name: '请修改登录密码' });
    expect(within(dialog).getByLabelText('原密码')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /关闭|close/i })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: '请修改登录密码' })).toBeInTheDocument();
  });

  it('moves on to the pay password once the login password is changed, and goes once that is set', async () => {
    fakeApi.answer(API_PATHS.updateLoginPassword, null);
    fakeApi.answer(API_PATHS.userInfo, { ...LINA, updatePwd: '0', updatePayPwd: '0' });
    fakeApi.answer(API_PATHS.userInfo, { ...LINA, updatePwd: '0' }, { once: true });
    fakeApi.answer(API_PATHS.walletCheck, false);
    fakeApi.answer(API_PATHS.walletSetPassword, null);
    renderHost('/goodsList');

    const login = await screen.findByRole('alertdialog', { name: '请修改登录密码' });
    await userEvent.type(within(login).getByLabelText('原密码'), 'Acme@2026');
    await userEvent.type(within(login).getByLabelText('新密码'), 'Lina#2026new');
    await userEvent.type(within(login).getByLabelText('确认新密码'), 'Lina#2026new');
    await userEvent.click(within(login).getByRole('button', { name: '确认修改' }));

    const pay = await screen.findByRole('alertdialog', { name: '请设置支付密码' });
    await userEvent.type(await within(pay).findByLabelText('新支付密码'), 'Lina2026');
    await userEvent.type(within(pay).getByLabelText('确认新支付密码'), 'Lina2026');
    await userEvent.click(within(pay).getByRole('button', { name: '确认' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentWithPasswords(API_PATHS.walletSetPassword, ['password'])).toEqual({ password: 'Lina2026' });
    expect(await screen.findByText('支付密码设置成功')).toBeInTheDocument();
  });

  it('leaves the login pages alone', async () => {
    const router = renderHost('/home/myAddress');
    expect(await screen.findByRole('alertdialog', { name: '请修改登录密码' })).toBeInTheDocument();
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('passwordReminderStep', () => {
  const member = (overrides: Partial<UserInfo>) => memberFactory(overrides);

  it('puts the login password before the pay password', () => {
    expect(passwordReminderStep(member({ updatePwd: '1', updatePayPwd: '1' }), true, '/', '')).toBe('login');
    expect(passwordReminderStep(member({ updatePayPwd: '1' }), true, '/home/myOrder', '')).toBe('pay');
    expect(passwordReminderStep(member({}), true, '/', '')).toBeNull();
  });

  it('reminds no guest, and no one on the open routes other than home or in a preview', () => {
    const lina = member({ updatePwd: '1' });
    expect(passwordReminderStep(null, false, '/', '')).toBeNull();
    expect(passwordReminderStep(lina, false, '/', '')).toBeNull();
    for (const path of ['/login', '/login/acme', '/initialLogin', '/forgetPassword', '/privacyPolicy']) {
      expect(passwordReminderStep(lina, true, path, '')).toBeNull();
    }
    expect(passwordReminderStep(lina, true, '/custom', '?isPreview=1')).toBeNull();
    expect(passwordReminderStep(lina, true, '/', '?isPreview=1')).toBeNull();
  });
});
