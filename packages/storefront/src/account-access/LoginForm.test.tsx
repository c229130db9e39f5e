import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { answerPicture, picturesDrawn, renderForm, sentForm } from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { toaster } from '../ui/toaster.ts';
import { accessTokenAtom, refreshTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { LoginForm } from './LoginForm.tsx';

// The password login form against the real request layer and the fake API: the refusals of the rate
// limits (issue 8) reach the member in the server's words, a lock under the form and a busy address
// as the request layer's message, and either way a new picture code is drawn.

/** The server answering both logins, the general and the enterprise's, with a refusal. */
function refuseLogin(status: number, code: number, message: string) {
  for (const path of [API_PATHS.userLogin, API_PATHS.enterpriseLogin])
    fakeApi.fail(path, { status, code, message });
}

async function submit() {
  await userEvent.type(screen.getByLabelText('用户名'), 'zhangwei');
  await userEvent.type(screen.getByLabelText('密码'), 'Wrong@2026');
  await userEvent.type(screen.getByLabelText('验证码'), 'K7QM');
  await userEvent.click(screen.getByRole('button', { name: '登录' }));
}

let toast: MockInstance<typeof toaster.create>;

beforeEach(() => {
  answerPicture();
  toast = vi.spyOn(toaster, 'create').mockReturnValue('toast-id');
  appStore.set(accessTokenAtom, null);
  appStore.set(refreshTokenAtom, null);
});

afterEach(() => {
  toast.mockRestore();
});

describe('<LoginForm /> under the rate limits', () => {
  it('shows a locked account under the form, with when to try again, and draws a new picture', async () => {
    const locked = '密码错误次数过多，账号已锁定，请15分钟后再试';
    refuseLogin(400, 30000, locked);
    const onLoggedIn = vi.fn();
    renderForm(<LoginForm onLoggedIn={onLoggedIn} />);
    await waitFor(() => expect(picturesDrawn()).toBe(1));
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(picturesDrawn()).toBe(2);
    expect(toast).not.toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('shows the 429 of a busy address in the server’s words and draws a new picture', async () => {
    const busy = '操作过于频繁，请60分钟后再试';
    refuseLogin(429, 429, busy);
    const onLoggedIn = vi.fn();
    renderForm(<LoginForm onLoggedIn={onLoggedIn} />);
    await waitFor(() => expect(picturesDrawn()).toBe(1));
    await submit();

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', description: busy })),
    );
    await waitFor(() => expect(picturesDrawn()).toBe(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(appStore.get(accessTokenAtom)).toBeNull();
  });
});

describe('<LoginForm /> of an enterprise', () => {
  it('logs in through the enterprise login, naming the enterprise, and the general form through userLogin', async () => {
    refuseLogin(400, 30000, '账号或密码错误');
    const { unmount } = renderForm(<LoginForm oneId="ent-acme" onLoggedIn={vi.fn()} />);
    await waitFor(() => expect(picturesDrawn()).toBe(1));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    unmount();

    renderForm(<LoginForm onLoggedIn={vi.fn()} />);
    await waitFor(() => expect(picturesDrawn()).toBe(3));
    await submit();
    await screen.findByRole('alert');

    expect(fakeApi.sent(API_PATHS.enterpriseLogin)).toHaveLength(1);
    expect(sentForm(API_PATHS.enterpriseLogin).oneId).toBe('ent-acme');
    expect(fakeApi.sent(API_PATHS.userLogin)).toHaveLength(1);
    expect(sentForm(API_PATHS.userLogin).oneId).toBeUndefined();
  });
});
