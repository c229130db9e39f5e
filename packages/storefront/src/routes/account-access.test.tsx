import { API_PATHS } from '@mall/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PHONE_CARDS } from '../account-access/phone-cards.ts';
import {
  answerPicture,
  answerSmsCodeSent,
  memberFactory,
  sentForm,
  sentWithPasswords,
} from '../test/account-access-support.tsx';
import { logoutTarget } from '../session/logout-target.ts';
import { readLogoutState } from '../session/useLogout.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, refreshTokenAtom, userInfoAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { hangPages } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';

// The account-access routes in the app's real route table: what each stores and where each leads.

const LOGIN_PAGE = API_PATHS.enterpriseLoginPage('*');
const CARDS = API_PATHS.disposableCardList;
const RESET = API_PATHS.resetPassword;

const BLUE_LOGIN_PAGE = {
  oneId: 'ent-blue',
  loginRouteName: 'blue',
  enterpriseName: '蓝海集团',
  logo: '/img/logo.svg',
  background: null,
  pageId: 'page-dzpt-index',
};

beforeEach(() => {
  // The mall behind a login is not under test: its page never arrives.
  hangPages();
  answerPicture();
  fakeApi.answer(API_PATHS.userInfo, memberFactory());
  fakeApi.answer(LOGIN_PAGE, BLUE_LOGIN_PAGE);
  answerSmsCodeSent('136****9999');
  appStore.set(accessTokenAtom, null);
  appStore.set(refreshTokenAtom, null);
  appStore.set(userInfoAtom, null);
  appStore.set(platformAtom, 'HSHSC');
});

const type = (label: string, text: string) =>
  userEvent.type(screen.getByLabelText(label, { exact: true }), text);
/** Route chunks load lazily; on a busy machine the next page takes a moment. */
const LAZY = { timeout: 5_000 };

describe('/login', { timeout: 20_000 }, () => {
  it('shows the password form first, the card form on its own tab, and the other ways in', async () => {
    renderRoute('/login?pageId=page-hshsc-index');
    expect(await screen.findByRole('tab', { name: '账号密码登录', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名', { exact: true })).toBeInTheDocument();
    expect(screen.queryByLabelText('卡号')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '福利卡登录' }));
    expect(await screen.findByLabelText('卡号')).toBeInTheDocument();
    // Only the open tab is mounted, so one picture code and one submit button at a time.
    expect(screen.queryByLabelText('用户名', { exact: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '登录' })).toHaveLength(1);

    const ways = screen.getByRole('navigation', { name: '其他方式' });
    expect(within(ways).getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/forgetPassword');
    expect(within(ways).getByRole('link', { name: '绑卡注册' })).toHaveAttribute('href', '/signUp');
    expect(within(ways).getByRole('link', { name: '一次性卡登录' })).toHaveAttribute(
      'href',
      '/disposableCard/login?pageId=page-hshsc-index',
    );
  });

  it('sends a card member who must replace their first password to /initialLogin', async () => {
    fakeApi.answer(API_PATHS.cardLogin, { accessToken: 'a4', refreshToken: 'r4' });
    fakeApi.answer(API_PATHS.userInfo, memberFactory({ username: 'cardsun', updatePwd: '1' }));
    appStore.set(platformAtom, 'YCXK');
    const { router } = renderRoute('/login');
    await userEvent.click(await screen.findByRole('tab', { name: '福利卡登录' }));
    await type('卡号', '6288000000000026');
    await type('卡密码', '735102');
    await type('图形验证码', 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/initialLogin'), LAZY);
    expect(await screen.findByRole('heading', { name: '首次登录验证' }, LAZY)).toBeInTheDocument();
    // A card member is a mall member, not a disposable-card one.
    expect(appStore.get(platformAtom)).toBe('HSHSC');
  });
});

describe('/disposableCard/login', { timeout: 20_000 }, () => {
  /** Goes through the YCXK form: phone, picture code, SMS code, the first usable card. */
  async function logInByPhone() {
    fakeApi.answer(CARDS, PHONE_CARDS);
    fakeApi.answer(API_PATHS.ycxkPhoneLogin, { accessToken: 'a5', refreshToken: 'r5' });
    await type('手机号', '13600009999');
    await type('图形验证码', 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await type('短信验证码', '246810');
    await userEvent.click(screen.getByRole('button', { name: '查询卡片' }));
    await userEvent.click(await screen.findByText('蓝海集团端午福利卡'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
  }

  it('by route name: shows the enterprise, lists its cards, then keeps platform YCXK and the route name, so logout comes back here', async () => {
    const { router } = renderRoute('/disposableCard/login/blue');
    expect(await screen.findByRole('heading', { name: '蓝海集团 一次性卡登录' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '蓝海集团标志' })).toHaveAttribute('width', '64');
    await logInByPhone();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(sentForm(CARDS)).toMatchObject({ oneId: 'ent-blue' });
    expect(window.localStorage.getItem('platform')).toBe('YCXK');
    expect(window.localStorage.getItem('loginRouteName')).toBe('blue');
    expect(window.localStorage.getItem('disposableCardPageId')).toBe('page-dzpt-index');
    expect(window.localStorage.getItem('accessToken')).toBe('a5');
    expect(logoutTarget(readLogoutState())).toEqual({ kind: 'internal', path: '/disposableCard/login/blue' });
  });

  it('by page id: keeps the page id and no route name, so logout comes back to the page id', async () => {
    window.localStorage.setItem('loginRouteName', 'acme');
    const { router } = renderRoute('/disposableCard/login?pageId=page-ycxk');
    expect(await screen.findByRole('heading', { name: '一次性卡登录' })).toBeInTheDocument();
    await logInByPhone();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(fakeApi.sent(LOGIN_PAGE)).toEqual([]);
    expect(sentForm(CARDS)).toEqual({ phonenumber: '13600009999', code: '246810' });
    expect(window.localStorage.getItem('loginRouteName')).toBeNull();
    expect(window.localStorage.getItem('disposableCardPageId')).toBe('page-ycxk');
    expect(logoutTarget(readLogoutState())).toEqual({
      kind: 'internal',
      path: '/disposableCard/login?pageId=page-ycxk',
    });
  });
});

describe('/forgetPassword and /resetPassword', { timeout: 20_000 }, () => {
  it('verifies the login name by SMS, sets the new password encrypted and goes to /login', async () => {
    fakeApi.answer(API_PATHS.userContact, { username: 'resetdemo', mobile: '135****0103' });
    fakeApi.answer(API_PATHS.checkSmsCode, true);
    fakeApi.answer(RESET, null);
    const { router } = renderRoute('/forgetPassword');
    const steps = await screen.findByRole('list', { name: '找回密码步骤' });
    expect(within(steps).getByText(/确认账号/)).toHaveAttribute('aria-current', 'step');

    await type('用户名', 'resetdemo');
    await type('图形验证码', 'Q4NB');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(sentForm(API_PATHS.userContact)).toEqual({ username: 'resetdemo', code: 'Q4NB' }),
    );
    await type('图形验证码', 'K7QM');
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(within(steps).getByText(/验证身份/)).toHaveAttribute('aria-current', 'step');
    await type('短信验证码', '482913');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/resetPassword'), LAZY);
    // The code travels in the history state, never in the address.
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: '重置密码' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('账号：resetdemo')).toBeInTheDocument();
    await type('新密码', 'Fresh#2027');
    await type('确认新密码', 'Fresh#2027');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(sentWithPasswords(RESET, ['newPassword'])).toMatchObject({
      username: 'resetdemo',
      code: '482913',
      newPassword: 'Fresh#2027',
    });
  });

  it('asks to verify first when /resetPassword is opened directly', async () => {
    const { router } = renderRoute('/resetPassword');
    expect(await screen.findByText('请先验证身份')).toBeInTheDocument();
    expect(screen.queryByLabelText('新密码')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去验证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgetPassword'), LAZY);
  });
});

describe('/initialLogin', { timeout: 20_000 }, () => {
  it('asks a guest to log in first, without the login gate', async () => {
    renderRoute('/initialLogin');
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tells a member who need not change their password so', async () => {
    appStore.set(accessTokenAtom, 'a6');
    appStore.set(userInfoAtom, memberFactory());
    renderRoute('/initialLogin');
    expect(await screen.findByText('您的账号无需首次登录验证')).toBeInTheDocument();
  });

  it("verifies the member's own mobile, sets the password, forgets the session and goes to /login", async () => {
    fakeApi.answer(RESET, null);
    appStore.set(accessTokenAtom, 'a7');
    appStore.set(userInfoAtom, memberFactory({ username: 'cardsun', mobile: '135****0102', updatePwd: '1' }));
    const { router } = renderRoute('/initialLogin');
    expect(await screen.findByText('验证码将发送至您绑定的手机 135****0102')).toBeInTheDocument();
    await type('图形验证码', 'K7QM');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fakeApi.sent(API_PATHS.sendSmsCode)).toHaveLength(1));
    expect(sentForm(API_PATHS.sendSmsCode)).toEqual({
      type: '1',
      username: 'cardsun',
      function: 'FORGET_PASSWORD',
      code: 'K7QM',
    });
    await type('短信验证码', '112233');
    await type('新密码', 'Chosen@2027');
    await type('确认新密码', 'Chosen@2027');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(sentForm(RESET)).toMatchObject({
      username: 'cardsun',
      code: '112233',
    });
    expect(appStore.get(accessTokenAtom)).toBeNull();
    expect(appStore.get(userInfoAtom)).toBeNull();
  });
});

describe('terms pages', () => {
  it.each([
    ['/ServiceTerms', '服务条款'],
    ['/privacyPolicy', '隐私政策'],
    ['/userAgreement', '用户协议'],
    ['/friendlyTips', '温馨提示'],
  ])('%s is open to a guest and shows %s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
