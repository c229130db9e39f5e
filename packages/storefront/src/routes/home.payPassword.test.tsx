import { API_PATHS } from '@mall/schemas';
import type { within } from '@testing-library/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberFactory, renderForm, sentWithPasswords } from '../test/account-access-support.tsx';
import { PayPasswordForm } from '../security/PayPasswordForm.tsx';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute, showAppMessages } from '../test/render-route.tsx';

/** No pay password yet, told to set one. */
const LINA = memberFactory({ id: 'mbr-acme-li', username: 'lina', updatePayPwd: '1', mobile: '139****5678' });
/** Has one and may change it only with an SMS code. */
const WANG = memberFactory({
  id: 'mbr-blue-wang',
  username: 'wangfang',
  updatePayPwdWithCode: '1',
  mobile: '137****1111',
});
/** Has one and may change it either way. */
const ZHANG = memberFactory({ id: 'mbr-acme-zhang', username: 'zhangwei', mobile: '138****1234' });

const SET = API_PATHS.walletSetPassword;
const CHANGE = API_PATHS.payPassword;

/** Answers whether the member has a pay password yet. */
const answerPasswordSet = (set: boolean) => fakeApi.answer(API_PATHS.walletCheck, set);

beforeEach(() => {
  showAppMessages();
  appStore.set(accessTokenAtom, 'member-token');
});

const submit = (page: ReturnType<typeof within>) =>
  userEvent.click(page.getByRole('button', { name: '确认' }));

async function typeInto(page: ReturnType<typeof within>, label: string, value: string) {
  const input = page.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('/home/payPassword', { timeout: 30_000 }, () => {
  it('sets the first pay password, checking 6-16 letters and digits and the confirmation', async () => {
    appStore.set(userInfoAtom, LINA);
    answerPasswordSet(false);
    fakeApi.answer(SET, null);
    fakeApi.answer(API_PATHS.userInfo, { ...LINA, updatePayPwd: '0' });
    renderRoute('/home/payPassword');
    const page = await findMain();
    expect(await page.findByText(/您还没有支付密码/)).toBeInTheDocument();
    // Setting the first one asks for no proof.
    expect(page.queryByLabelText('原支付密码')).not.toBeInTheDocument();

    await submit(page);
    expect(await page.findByText('请输入新密码')).toBeInTheDocument();
    await typeInto(page, '新支付密码', 'Ab123');
    await submit(page);
    expect(await page.findByText('请输入6-16位字符')).toBeInTheDocument();
    await typeInto(page, '新支付密码', 'Lina@2026');
    await submit(page);
    expect(await page.findByText('支付密码只能包含字母和数字')).toBeInTheDocument();
    await typeInto(page, '新支付密码', 'Lina2026');
    await typeInto(page, '确认新支付密码', 'Lina2027');
    await submit(page);
    expect(await page.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(fakeApi.sent(SET)).toEqual([]);

    await typeInto(page, '确认新支付密码', 'Lina2026');
    await submit(page);
    expect(await screen.findByText('支付密码设置成功')).toBeInTheDocument();
    expect(sentWithPasswords(SET, ['password'])).toEqual({ password: 'Lina2026' });
    await waitFor(() => expect(appStore.get(userInfoAtom)?.updatePayPwd).toBe('0'));
  });

  it('changes it with an SMS code only when the member must use one, counting down 60 s after sending', async () => {
    appStore.set(userInfoAtom, WANG);
    answerPasswordSet(true);
    fakeApi.answer(API_PATHS.sendMemberSmsCode, {
      mobile: '137****1111',
      resendInSeconds: 60,
      expiresInSeconds: 300,
    });
    fakeApi.answer(CHANGE, null);
    fakeApi.answer(API_PATHS.userInfo, WANG);
    renderRoute('/home/payPassword');
    const page = await findMain();
    expect(await page.findByText(/修改支付密码需要短信验证/)).toBeInTheDocument();
    expect(page.queryByLabelText('原支付密码')).not.toBeInTheDocument();
    expect(page.getByText('验证码将发送至您绑定的手机 137****1111')).toBeInTheDocument();

    await typeInto(page, '新支付密码', 'Blue2027');
    await typeInto(page, '确认新支付密码', 'Blue2027');
    await submit(page);
    expect(await page.findByText('短信验证码不能为空')).toBeInTheDocument();
    expect(fakeApi.sent(CHANGE)).toEqual([]);

    await userEvent.click(page.getByRole('button', { name: '获取验证码' }));
    expect(await page.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(fakeApi.sent(API_PATHS.sendMemberSmsCode)).toHaveLength(1);
    expect(fakeApi.lastSent(API_PATHS.sendMemberSmsCode).body).toEqual({ function: 'PAY_PASSWORD' });

    await typeInto(page, '短信验证码', '123456');
    await submit(page);
    expect(await screen.findByText('支付密码设置成功')).toBeInTheDocument();
    expect(sentWithPasswords(CHANGE, ['newPassword'])).toEqual({ code: '123456', newPassword: 'Blue2027' });
  });

  it('changes it with the old pay password by default, or with a code, and says the change failed and why', async () => {
    appStore.set(userInfoAtom, ZHANG);
    answerPasswordSet(true);
    fakeApi.fail(CHANGE, { code: 30000, message: '请输入正确的支付密码' });
    renderRoute('/home/payPassword');
    const page = await findMain();

    expect(await page.findByRole('radio', { name: '使用原支付密码' })).toBeChecked();
    await submit(page);
    expect(await page.findByText('请输入原支付密码')).toBeInTheDocument();

    await typeInto(page, '原支付密码', 'Wrong2026');
    await typeInto(page, '新支付密码', 'Pay2027');
    await typeInto(page, '确认新支付密码', 'Pay2027');
    await submit(page);
    expect(await page.findByRole('alert')).toHaveTextContent(/^修改支付密码失败：请输入正确的支付密码$/);
    expect(sentWithPasswords(CHANGE, ['oldPassword', 'newPassword'])).toEqual({
      oldPassword: 'Wrong2026',
      newPassword: 'Pay2027',
    });
    expect(fakeApi.sent(API_PATHS.userInfo)).toEqual([]);

    await userEvent.click(page.getByRole('radio', { name: '使用短信验证码' }));
    expect(page.queryByLabelText('原支付密码')).not.toBeInTheDocument();
    expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});

describe('/home/payPassword after a wrong pay password', { timeout: 30_000 }, () => {
  it('says how many tries remain before the lock, and takes the error away when the member types again', async () => {
    appStore.set(userInfoAtom, ZHANG);
    answerPasswordSet(true);
    fakeApi.fail(CHANGE, {
      code: 30000,
      message: '支付密码错误次数过多，请15分钟后再试',
      result: { remainingAttempts: 0, lockedMinutes: 15 },
    });
    fakeApi.fail(
      CHANGE,
      { code: 30000, message: '请输入正确的支付密码', result: { remainingAttempts: 3 } },
      { once: true },
    );
    renderRoute('/home/payPassword');
    const page = await findMain();
    // The form shows once the page knows a pay password is set.
    await page.findByLabelText('原支付密码');
    await typeInto(page, '原支付密码', 'Wrong2026');
    await typeInto(page, '新支付密码', 'Pay2027');
    await typeInto(page, '确认新支付密码', 'Pay2027');
    await submit(page);
    expect(await page.findByRole('alert')).toHaveTextContent(
      '修改支付密码失败：请输入正确的支付密码，还可尝试 3 次',
    );

    await userEvent.type(page.getByLabelText('原支付密码'), 'x');
    await waitFor(() => expect(page.queryByRole('alert')).not.toBeInTheDocument());

    await submit(page);
    expect(await page.findByRole('alert')).toHaveTextContent(
      /^修改支付密码失败：支付密码错误次数过多，请15分钟后再试$/,
    );
  });
});

describe('<PayPasswordForm /> in English', () => {
  it('words the rules as spec 03 section 5 does', async () => {
    renderForm(<PayPasswordForm hasPayPassword codeRequired maskedMobile="137****1111" />, 'en-US');
    const button = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(button);
    expect(await screen.findByText('please enter new password')).toBeInTheDocument();
    expect(screen.getByText('SMS verification code cannot be empty')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New payment password'), 'Ab1');
    await userEvent.type(screen.getByLabelText('Confirm new payment password'), 'Ab2');
    await userEvent.click(button);
    expect(await screen.findByText('please enter 6-16 characters')).toBeInTheDocument();
    expect(screen.getByText('confirm password differs')).toBeInTheDocument();
    expect(fakeApi.sent(CHANGE)).toEqual([]);
  });

  async function changeWithOldPassword() {
    renderForm(<PayPasswordForm hasPayPassword codeRequired={false} maskedMobile="138****1234" />, 'en-US');
    await userEvent.type(screen.getByLabelText('Old payment password'), 'Wrong2026');
    await userEvent.type(screen.getByLabelText('New payment password'), 'Pay2027');
    await userEvent.type(screen.getByLabelText('Confirm new payment password'), 'Pay2027');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  }

  it('says "Failed to modify payment password" and the server’s reason when the change is refused', async () => {
    fakeApi.fail(CHANGE, { code: 30000, message: 'Please enter the correct payment password' });
    await changeWithOldPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to modify payment password: Please enter the correct payment password$/,
    );
  });

  it('says "Failed to modify payment password" when the change cannot be made at all', async () => {
    fakeApi.fail(CHANGE, 'network');
    await changeWithOldPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to modify payment password$/);
  });
});
