import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@mall/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platformAtom } from '../state/platform.ts';
import { employeeSessionAtom } from '../state/session-kind.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { PHONE_CARDS } from './phone-cards.ts';
import {
  answerPicture,
  answerSmsCodeSent,
  memberFactory,
  picturesDrawn,
  renderForm,
  sentForm,
} from '../test/account-access-support.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { YcxkLoginForm } from './YcxkLoginForm.tsx';

const CARDS = API_PATHS.disposableCardList;
const LOGIN = API_PATHS.ycxkPhoneLogin;

const CARD_MEMBER = memberFactory({
  id: 'mbr-ycxk-blue-1',
  oneId: 'ent-blue',
  username: 'ycxk8800000000000013',
});

beforeEach(() => {
  answerPicture();
  fakeApi.answer(API_PATHS.userInfo, CARD_MEMBER);
  answerSmsCodeSent('136****9999');
  fakeApi.answer(CARDS, PHONE_CARDS);
  fakeApi.answer(LOGIN, { accessToken: 'a2', refreshToken: 'r2' });
  appStore.set(accessTokenAtom, null);
  appStore.set(userInfoAtom, null);
  appStore.set(platformAtom, 'HSHSC');
});

const sendButton = () => screen.getByRole('button', { name: '获取验证码' });

/** Types the phone and picture code, sends the SMS code and types it. */
async function verifyPhone() {
  await userEvent.type(screen.getByLabelText('手机号'), '13600009999');
  await userEvent.type(screen.getByLabelText('图形验证码'), 'K7QM');
  await userEvent.click(sendButton());
  await screen.findByRole('button', { name: '60秒后重新获取' });
  await userEvent.type(screen.getByLabelText('短信验证码'), '246810');
  await userEvent.click(screen.getByRole('button', { name: '查询卡片' }));
}

describe('<YcxkLoginForm />', () => {
  it('asks for the mobile and the picture code before sending a code (spec 03 section 5)', async () => {
    renderForm(<YcxkLoginForm onLoggedIn={vi.fn()} />);
    await userEvent.click(sendButton());
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入图形验证码')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('手机号'), '12345678901');
    await userEvent.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(fakeApi.sent(API_PATHS.sendSmsCode)).toEqual([]);
  });

  it('sends the YCXK code with the picture code, counts down 60 s and draws a new picture', async () => {
    renderForm(<YcxkLoginForm onLoggedIn={vi.fn()} />);
    await waitFor(() => expect(picturesDrawn()).toBe(1));
    await userEvent.type(screen.getByLabelText('手机号'), '13600009999');
    await userEvent.type(screen.getByLabelText('图形验证码'), 'K7QM');
    await userEvent.click(sendButton());

    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(sentForm(API_PATHS.sendSmsCode)).toEqual({
      type: '1',
      phonenumber: '13600009999',
      function: 'YCXK_LOGIN',
      code: 'K7QM',
    });
    expect(picturesDrawn()).toBe(2);
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
  });

  it('shows a wrong picture code at its field and lets the user send again at once', async () => {
    fakeApi.fail(API_PATHS.sendSmsCode, { code: 30000, message: '图形验证码错误' });
    renderForm(<YcxkLoginForm onLoggedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('手机号'), '13600009999');
    await userEvent.type(screen.getByLabelText('图形验证码'), 'AAAA');
    await userEvent.click(sendButton());
    expect(await screen.findByText('图形验证码错误')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('needs the SMS code to look for cards', async () => {
    renderForm(<YcxkLoginForm onLoggedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('手机号'), '13600009999');
    await userEvent.click(screen.getByRole('button', { name: '查询卡片' }));
    expect(await screen.findByText('短信验证码不能为空')).toBeInTheDocument();
    expect(fakeApi.sent(CARDS)).toEqual([]);
  });

  it("finds the phone's cards of the page's enterprise, asks for a choice, and logs in as the chosen card's member", async () => {
    const onLoggedIn = vi.fn();
    renderForm(<YcxkLoginForm oneId="ent-blue" onLoggedIn={onLoggedIn} />);
    await verifyPhone();

    const group = await screen.findByRole('radiogroup', { name: '请选择要登录的卡' });
    expect(sentForm(CARDS)).toEqual({
      phonenumber: '13600009999',
      code: '246810',
      oneId: 'ent-blue',
    });
    expect(within(group).getByRole('radio', { name: /蓝海集团春节福利卡/ })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请选择一张卡')).toBeInTheDocument();
    expect(fakeApi.sent(LOGIN)).toEqual([]);

    await userEvent.click(screen.getByText('蓝海集团端午福利卡'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(CARD_MEMBER));
    expect(sentForm(LOGIN)).toEqual({
      phonenumber: '13600009999',
      code: '246810',
      cardNo: '8800000000000013',
      oneId: 'ent-blue',
    });
    expect(appStore.get(accessTokenAtom)).toBe('a2');
  });

  it("is a card's session from its first moment: the token never meets an employee's platform", async () => {
    // What renders on the token (the member sync, the gates) would ask the employee's endpoints,
    // which refuse a card: the platform must say YCXK before the token is there.
    const seen: boolean[] = [];
    const stop = appStore.sub(accessTokenAtom, () => seen.push(appStore.get(employeeSessionAtom)));
    renderForm(<YcxkLoginForm oneId="ent-blue" onLoggedIn={vi.fn()} />);
    await verifyPhone();
    await userEvent.click(await screen.findByText('蓝海集团端午福利卡'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(appStore.get(accessTokenAtom)).toBe('a2'));
    stop();
    expect(appStore.get(platformAtom)).toBe('YCXK');
    expect(seen).toEqual([false]);
  });

  it('shows a refused login (a code that has expired meanwhile) and can go back to the phone', async () => {
    fakeApi.answer(CARDS, [PHONE_CARDS[0]!]);
    fakeApi.fail(LOGIN, { code: 30000, message: '短信验证码错误或已失效' });
    const onLoggedIn = vi.fn();
    renderForm(<YcxkLoginForm onLoggedIn={onLoggedIn} />);
    await verifyPhone();

    // The only usable card is chosen already.
    expect(await screen.findByRole('radio', { name: /蓝海集团端午福利卡/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('短信验证码错误或已失效');
    expect(onLoggedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '更换手机号' }));
    expect(screen.getByLabelText('手机号')).toBeInTheDocument();
  });
});
