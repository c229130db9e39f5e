import { API_PATHS } from '@mall/schemas';
import type { within } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberFactory, renderForm, sentWithPasswords } from '../test/account-access-support.tsx';
import { LoginPasswordForm } from '../security/LoginPasswordForm.tsx';
import { userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { logInMember } from '../test/member-session.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

const LINA = memberFactory({ id: 'mbr-acme-li', username: 'lina', updatePwd: '1', updatePayPwd: '1' });

const CHANGE = API_PATHS.updateLoginPassword;

/** The passwords the page sent the server, as it reads them. */
const sentPasswords = () => sentWithPasswords(CHANGE, ['oldPassword', 'newPassword']);

beforeEach(() => {
  showAppMessages();
  logInMember(LINA);
});

async function fill(
  page: ReturnType<typeof within>,
  values: { old?: string; password?: string; confirm?: string },
) {
  if (values.old) await userEvent.type(page.getByLabelText('原密码'), values.old);
  if (values.password) await userEvent.type(page.getByLabelText('新密码'), values.password);
  if (values.confirm) await userEvent.type(page.getByLabelText('确认新密码'), values.confirm);
}

describe('/home/loginPassword', { timeout: 30_000 }, () => {
  it('says a new password of the wrong length, too few kinds or a different confirmation is wrong, and sends nothing', async () => {
    renderRoute('/home/loginPassword');
    const page = await findMain();
    expect(page.getByRole('heading', { name: '修改登录密码' })).toBeInTheDocument();

    await fill(page, { old: 'Acme@2026', password: 'Ab@1', confirm: 'Ab@1' });
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));
    expect(await page.findByText('请输入8-16位的密码')).toBeInTheDocument();

    await userEvent.clear(page.getByLabelText('新密码'));
    await userEvent.type(page.getByLabelText('新密码'), 'abcdefgh1234');
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));
    expect(
      await page.findByText('密码须至少包含大写字母、小写字母、数字、特殊字符中的三种'),
    ).toBeInTheDocument();

    await userEvent.clear(page.getByLabelText('新密码'));
    await userEvent.type(page.getByLabelText('新密码'), 'Lina#2026new');
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));
    expect(await page.findByText('两次输入的密码不一致，请重新输入')).toBeInTheDocument();
    expect(fakeApi.sent(CHANGE)).toEqual([]);
  });

  it('asks for the old password at its field and refuses one kind of character in the words of the hint, sending nothing', async () => {
    renderRoute('/home/loginPassword');
    const page = await findMain();

    expect(page.getByText('8-16位，至少包含大写字母、小写字母、数字、特殊字符中的三种')).toBeInTheDocument();
    await fill(page, { password: 'abcdefgh', confirm: 'abcdefgh' });
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));

    expect(await page.findByText('请输入原密码')).toBeInTheDocument();
    expect(page.getByLabelText('原密码')).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByText('密码须至少包含大写字母、小写字母、数字、特殊字符中的三种')).toBeInTheDocument();
    expect(fakeApi.sent(CHANGE)).toEqual([]);
  });

  it('sends a password of three kinds without a symbol, as the hint allows', async () => {
    fakeApi.answer(CHANGE, null);
    fakeApi.answer(API_PATHS.userInfo, { ...LINA, updatePwd: '0' });
    renderRoute('/home/loginPassword');
    const page = await findMain();

    await fill(page, { old: 'Acme@2026', password: 'Abcdefg1', confirm: 'Abcdefg1' });
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));

    await waitFor(() =>
      expect(sentPasswords()).toEqual({ oldPassword: 'Acme@2026', newPassword: 'Abcdefg1' }),
    );
  });

  it('changes the password, says so and reads the member afresh, so updatePwd is 0', async () => {
    fakeApi.answer(CHANGE, null);
    fakeApi.answer(API_PATHS.userInfo, { ...LINA, updatePwd: '0' });
    renderRoute('/home/loginPassword');
    const page = await findMain();

    await fill(page, { old: 'Acme@2026', password: 'Lina#2026new', confirm: 'Lina#2026new' });
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('登录密码修改成功')).toBeInTheDocument();
    expect(sentPasswords()).toEqual({ oldPassword: 'Acme@2026', newPassword: 'Lina#2026new' });
    await waitFor(() => expect(appStore.get(userInfoAtom)?.updatePwd).toBe('0'));
    // The form is empty again.
    expect(page.getByLabelText('原密码')).toHaveValue('');
  });

  it('shows the server’s refusal of a wrong old password above the button', async () => {
    fakeApi.fail(CHANGE, { code: 30000, message: '原密码错误' });
    renderRoute('/home/loginPassword');
    const page = await findMain();

    await fill(page, { old: 'Wrong@2026', password: 'Lina#2026new', confirm: 'Lina#2026new' });
    await userEvent.click(page.getByRole('button', { name: '确认修改' }));

    expect(await page.findByRole('alert')).toHaveTextContent('原密码错误');
    expect(fakeApi.sent(API_PATHS.userInfo)).toEqual([]);
    expect(appStore.get(userInfoAtom)?.updatePwd).toBe('1');
  });
});

describe('<LoginPasswordForm /> in English', () => {
  it('words the rules as spec 03 section 5 does', async () => {
    renderForm(<LoginPasswordForm />, 'en-US');
    await userEvent.type(screen.getByLabelText('New password'), 'Ab@1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Ab@2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter a password between 8-16 characters')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'abcdefgh1234');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password must use at least three of: upper case, lower case, digits, symbols'),
    ).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Lina#2026new');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'The confirmed password you entered does not match the password. Please re-enter',
      ),
    ).toBeInTheDocument();
    expect(fakeApi.sent(CHANGE)).toEqual([]);
  });
});
