import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { SignUpForm } from './SignUpForm.tsx';
import {
  answerPicture,
  answerSmsCodeSent,
  memberFactory,
  renderForm,
  sentForm,
  sentWithPasswords,
} from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';

const SIGN_UP = API_PATHS.registerBindCard;

const NEWCOMER = memberFactory({ id: 'mbr-new', username: 'newcomer01', nickName: '新同事' });

beforeEach(() => {
  answerPicture();
  fakeApi.answer(API_PATHS.userInfo, NEWCOMER);
  answerSmsCodeSent('135****0000');
  fakeApi.answer(SIGN_UP, { accessToken: 'a3', refreshToken: 'r3' });
  appStore.set(accessTokenAtom, null);
});

/** Types into the field a label names (exactly). */
const type = (label: string, text: string) =>
  userEvent.type(screen.getByLabelText(label, { exact: true }), text);

// The whole sign-up form in jsdom, typed key by key, takes seconds on a busy machine.
describe('<SignUpForm />', { timeout: 20_000 }, () => {
  const submitEnglish = () => userEvent.click(screen.getByRole('button', { name: 'Sign up and log in' }));

  it("asks for a new password, then for 8 to 16 characters, in the spec's words (en-US)", async () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />, 'en-US');
    await submitEnglish();
    expect(await screen.findByText('please enter new password')).toBeInTheDocument();
    await type('Password', 'Ab#1234');
    await submitEnglish();
    expect(await screen.findByText('Please enter a password between 8-16 characters')).toBeInTheDocument();
    expect(fakeApi.sent(SIGN_UP)).toEqual([]);
  });

  it('asks for three kinds of character (en-US)', async () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />, 'en-US');
    await type('Password', 'abcdefgh12');
    await submitEnglish();
    expect(
      await screen.findByText('Password must use at least three of: upper case, lower case, digits, symbols'),
    ).toBeInTheDocument();
  });

  it('asks for a confirmation equal to the password (en-US)', async () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />, 'en-US');
    await type('Password', 'Newcomer@26');
    await type('Confirm password', 'Newcomer@27');
    await submitEnglish();
    expect(
      await screen.findByText(
        'The confirmed password you entered does not match the password. Please re-enter',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the mobile and the graphic code before sending a code (en-US)', async () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />, 'en-US');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Mobile number cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('please enter graphic code')).toBeInTheDocument();
    await type('Mobile number', '1360000');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('please enter correct mobile')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.sendSmsCode)).toEqual([]);
  });

  it('refuses a login name outside the rule and a sign-up without consent', async () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />);
    await type('用户名', 'a b');
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('用户名须为4-32位数字、字母、中文或 - _ . @')).toBeInTheDocument();
    expect(screen.getByText('请阅读并同意用户协议和隐私政策')).toBeInTheDocument();
    expect(screen.getByText('请输入卡号')).toBeInTheDocument();
    expect(screen.getByText('短信验证码不能为空')).toBeInTheDocument();
  });

  it('links the user agreement and the privacy policy in a new tab, so the form survives', () => {
    renderForm(<SignUpForm onSignedUp={vi.fn()} />);
    expect(screen.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/privacyPolicy');
  });

  it('sends the REGISTER code, then signs up with both passwords encrypted and keeps the session', async () => {
    const onSignedUp = vi.fn();
    renderForm(<SignUpForm onSignedUp={onSignedUp} />);
    await type('卡号', '6288000000000034');
    await type('卡密码', '419263');
    await type('用户名', '新同事01');
    await type('昵称（选填）', '新同事');
    await type('登录密码', 'Newcomer@2026');
    await type('确认密码', 'Newcomer@2026');
    await type('手机号', '13522220000');
    await type('图形验证码', 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(sentForm(API_PATHS.sendSmsCode)).toEqual({
      type: '1',
      phonenumber: '13522220000',
      function: 'REGISTER',
      code: 'K7QM',
    });
    await type('短信验证码', '135790');
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith(NEWCOMER));
    expect(sentWithPasswords(SIGN_UP, ['cardPassword', 'password'])).toMatchObject({
      cardNo: '6288000000000034',
      cardPassword: '419263',
      username: '新同事01',
      nickName: '新同事',
      password: 'Newcomer@2026',
      phonenumber: '13522220000',
      code: '135790',
    });
    expect(appStore.get(accessTokenAtom)).toBe('a3');
  });

  it("shows the server's refusal under the form", async () => {
    fakeApi.fail(SIGN_UP, { code: 30000, message: '卡号或密码错误' });
    renderForm(<SignUpForm onSignedUp={vi.fn()} />);
    await type('卡号', '6288000000000034');
    await type('卡密码', '000000');
    await type('用户名', 'newcomer01');
    await type('登录密码', 'Newcomer@2026');
    await type('确认密码', 'Newcomer@2026');
    await type('手机号', '13522220000');
    await type('短信验证码', '135790');
    await userEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    await userEvent.click(screen.getByRole('button', { name: '注册并登录' }));
    expect(await screen.findByText('卡号或密码错误')).toBeInTheDocument();
  });
});
