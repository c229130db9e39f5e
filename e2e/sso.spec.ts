import { expect, test, type Page } from './test.ts';
import { skipLoginPopups } from './popups.ts';
import { submitLoginForm } from './session.ts';

// Single sign-on (issue 25 item 2; spec 01 section 4 priority 1), against the real server and its
// development identity provider: linchen of Morning Star (ent-sso-a, `tenants.ssoLoginUrls` of
// config/client.json) logs out, or his session expires, and lands on his enterprise's login page
// (/dev/idp/ent-sso-a/authorize); logging in there brings him back to the mall logged in, through
// /sso/callback and its one-time code.

// Each test logs in at the mall and again at the provider, a page load or two each: more than the
// default 30 s on a loaded two-core machine.
test.describe.configure({ timeout: 120_000 });

const GREETING = '林晨，您好！欢迎来到好生活商城';
const IDP_PAGE = /\/dev\/idp\/ent-sso-a\/authorize\?/;

/** Logs linchen in with the mall's own form and gets past the popups. */
async function logInAtTheMall(page: Page): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, 'linchen');
  await expect(page).not.toHaveURL(/\/login/);
  await skipLoginPopups(page);
  await expect(page.getByText(GREETING)).toBeVisible();
}

/** Logs in at the identity provider's form; answers the callback address its code came back on. */
async function logInAtTheIdp(page: Page, password = 'Star@2026'): Promise<string> {
  await expect(page.getByRole('heading', { name: '晨星集团 统一身份认证' })).toBeVisible();
  await page.getByLabel('用户名').fill('linchen');
  await page.getByLabel('密码').fill(password);
  const callback = page.waitForRequest((request) => request.url().includes('/sso/callback?'));
  await page.getByRole('button', { name: '登录' }).click();
  return (await callback).url();
}

test('logging out sends the SSO member to his enterprise’s login page, and logging in there brings him back', async ({
  page,
}) => {
  await logInAtTheMall(page);

  await page.getByRole('button', { name: '退出登录' }).click();

  await expect(page).toHaveURL(IDP_PAGE);
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  // A wrong password is shown on the provider's form, which stays.
  await page.getByLabel('用户名').fill('linchen');
  await page.getByLabel('密码').fill('Wrong@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('账号或密码错误');

  await logInAtTheIdp(page);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(GREETING)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
});

test('an expired session of the SSO member goes to his login page and comes back to the page he was on', async ({
  page,
}) => {
  await logInAtTheMall(page);
  await page.evaluate(() => {
    window.localStorage.setItem('accessToken', 'spoilt.access.token');
    window.localStorage.setItem('refreshToken', 'spoilt.refresh.token');
  });
  await page.goto('/home/myOrder');
  const prompt = page.getByRole('alertdialog', { name: '请登录' });
  await prompt.getByRole('button', { name: /^(去登录|立即登录)$/ }).click();

  await expect(page).toHaveURL(IDP_PAGE);
  await logInAtTheIdp(page);

  await expect(page).toHaveURL(/\/home\/myOrder$/);
  await expect(page.getByText(GREETING)).toBeVisible();
});

test('the identity provider speaks the member’s language', async ({ page }) => {
  await logInAtTheMall(page);
  await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
  await page.reload();

  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(IDP_PAGE);
  await expect(page.getByRole('heading', { name: 'Morning Star Group single sign-on' })).toBeVisible();
  await expect(page.getByLabel('User name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a code is used once: replayed, the server refuses it and the page offers to log in again', async ({
  page,
}) => {
  await logInAtTheMall(page);
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(IDP_PAGE);
  const used = new URL(await logInAtTheIdp(page));
  await expect(page.getByText(GREETING)).toBeVisible();
  await skipLoginPopups(page);
  const code = used.searchParams.get('code') ?? '';
  expect(code).not.toBe('');

  // Straight to the server: taken once already.
  const replay = await page.request.post('/buyer/passport/member/enterpriseSsoLogin', { form: { code } });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toMatchObject({ success: false, message: '单点登录凭证已使用过，请重新登录' });

  // Through the storefront, on a login of its own under way: the server's refusal, and the way back.
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(IDP_PAGE);
  const state = new URL(page.url()).searchParams.get('state') ?? '';
  await page.goto(`/sso/callback?${new URLSearchParams({ code, state })}`);

  await expect(page.getByRole('heading', { name: '单点登录未完成' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('单点登录凭证已使用过，请重新登录');
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull();
  await page.getByRole('link', { name: '重新登录' }).click();
  await expect(page).toHaveURL(IDP_PAGE);
  await logInAtTheIdp(page);
  await expect(page.getByText(GREETING)).toBeVisible();
});
