import { expect, test, type Page } from './test.ts';
import { logInPastPopups, skipLoginPopups } from './popups.ts';
import { logIn, readImageCode, submitLoginForm } from './session.ts';

// Login, the login gate, logout and the language switch, through the real storefront and server.

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('accessToken'));

async function logOut(page: Page) {
  await page.getByRole('button', { name: '退出登录' }).click();
}

test.describe('the login gate', () => {
  test('asks a guest opening a member route to log in, then brings them back to the route and its query', async ({
    page,
  }) => {
    await page.goto('/custom?id=page-custom&from=banner');

    const gate = page.getByRole('alertdialog', { name: '请登录' });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: '去登录' }).click();

    await expect(page).toHaveURL(/\/login\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('rePath')).toBe('/custom');
    expect(JSON.parse(params.get('query') ?? '{}')).toEqual({ id: 'page-custom', from: 'banner' });

    await submitLoginForm(page, 'zhangwei');

    await expect(page).toHaveURL(/\/custom\?id=page-custom&from=banner$/);
    await expect(page.locator('[data-block-type="goodLifeCarousel"]')).toBeVisible();
  });

  test('sends a guest who declines back home', async ({ page }) => {
    await page.goto('/specialOffer?id=page-special-offer');
    await page.getByRole('alertdialog', { name: '请登录' }).getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('warns a guest opening the special zone to log in first, instead of asking, and takes them home', async ({
    page,
  }) => {
    // Opened directly there is nowhere to go back to in the mall, so the guest lands on the home page.
    await page.goto('/special?id=page-special');
    await expect(page.getByText('请先登录')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('password login', () => {
  test('says a wrong password is wrong, draws a new image code and logs nobody in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名', { exact: true }).fill('zhangwei');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
    const firstCode = await readImageCode(page);
    await page.getByLabel('验证码', { exact: true }).fill(firstCode);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('账号或密码错误');
    await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
    expect(await storedToken(page)).toBeNull();
    // The code was spent; the outbox holds the new one the form drew.
    await expect.poll(() => readImageCode(page)).not.toBe(firstCode);
  });

  test('says a wrong image code is wrong', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('用户名', { exact: true }).fill('zhangwei');
    await page.getByLabel('密码', { exact: true }).fill('Acme@2026');
    await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
    await page.getByLabel('验证码', { exact: true }).fill('0000');
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page.getByRole('alert')).toHaveText('验证码错误');
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('logout', () => {
  test('goes back to the enterprise login page the member came through', async ({ page }) => {
    await page.goto('/login/acme');
    await expect(page.getByRole('heading', { name: '艾克米科技有限公司 会员登录' })).toBeVisible();
    await submitLoginForm(page, 'zhangwei');
    await expect(page).toHaveURL(/\/$/);
    await skipLoginPopups(page);
    await expect(page.getByText('张伟，您好！欢迎来到好生活商城')).toBeVisible();

    await logOut(page);

    await expect(page).toHaveURL(/\/login\/acme$/);
    expect(await storedToken(page)).toBeNull();
    // The server ended the session too: the old token no longer reads the member.
  });

  test('without an enterprise login page, goes to /login with the enterprise and page ids', async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    await expect(page.getByText('张伟，您好！欢迎来到好生活商城')).toBeVisible();

    await logOut(page);

    await expect(page).toHaveURL(/\/login\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('oneId')).toBe('ent-acme');
    expect(params.get('pageId')).toBe('page-hshsc-index');
  });

  test('prefers the stored original entry address to the enterprise login page', async ({ page }) => {
    await page.goto('/login/acme');
    await submitLoginForm(page, 'zhangwei');
    await expect(page).toHaveURL(/\/$/);
    await skipLoginPopups(page);
    await page.evaluate(() => window.localStorage.setItem('originalUrl', '/login/blue'));

    await logOut(page);

    await expect(page).toHaveURL(/\/login\/blue$/);
  });

  test('ends the session on the server, so the old token no longer works', async ({ page }) => {
    await logInPastPopups(page, 'zhangwei');
    const token = await storedToken(page);

    await logOut(page);
    await expect(page).toHaveURL(/\/login/);

    const answer = await page.request.get('/buyer/passport/member/getUserInfo', {
      headers: { accessToken: token ?? '' },
    });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ success: false, code: 20004 });
  });

  test('is not offered to a fixed account, nor are its homepage and account', async ({ page }) => {
    await logInPastPopups(page, 'kiosk01');
    await expect(page.getByText('前台自助终端，您好！')).toBeVisible();

    const strip = page.getByRole('navigation', { name: '用户导航' });
    await expect(strip.getByRole('link', { name: '我的订单' })).toBeVisible();
    await expect(strip.getByRole('button', { name: '退出登录' })).toHaveCount(0);
    await expect(strip.getByRole('link', { name: '我的主页' })).toHaveCount(0);
    await expect(strip.getByRole('link', { name: '我的账户' })).toHaveCount(0);
  });
});

test.describe('the language switch', () => {
  test('asks first, then reloads the page with every shell string in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: '我的购物车' })).toBeVisible();

    await page.getByRole('button', { name: /切换语言/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '提示' });
    await expect(confirm).toContainText('确定要切换语言吗？');
    await confirm.getByRole('button', { name: '确定' }).click();

    await expect(page.getByRole('link', { name: 'My cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search goods' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Good Life Benefits Mall home' })).toBeVisible();
    // The server's page comes in English at once; the title is the app's to set once it has started.
    await expect.poll(() => page.evaluate(() => document.title)).toBe('Good Life Benefits Mall');

    // No Chinese left in the header and footer, but for operator content (the page's blocks, the
    // notice titles in the marquee), the switch back, named in its own language, and the ICP record
    // number, which is Chinese by law.
    await expect(page.getByRole('button', { name: 'Switch language: 中文' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notices' })).toBeVisible();
    const shellText = await page.evaluate(() =>
      [...document.querySelectorAll('header, footer')]
        .map((part) => {
          const copy = part.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-label="Notices"] a').forEach((title) => title.remove());
          return copy.textContent ?? '';
        })
        .join('\n'),
    );
    const leftOver = shellText.replace('中文', '').replace(/沪ICP备[\d-]+号(-\d+)?/g, '');
    expect(leftOver.match(/[\u4e00-\u9fff]+/g)).toBeNull();
  });
});

test.describe('token refresh', () => {
  test('refreshes a refused access token once for five parallel requests, then replays each once', async ({
    page,
  }) => {
    await logIn(page, 'zhangwei');
    await page.waitForFunction(() => window.__mallE2E !== undefined);
    // The page's own member calls are done, so the counts below are the five calls' alone.
    await page.waitForLoadState('networkidle');
    const refreshes: string[] = [];
    const userInfoAnswers: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/buyer/passport/member/refresh/')) refreshes.push(request.url());
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/buyer/passport/member/getUserInfo'))
        userInfoAnswers.push(response.status());
    });

    const members = await page.evaluate(async () => {
      const hooks = window.__mallE2E!;
      hooks.spoilAccessToken();
      const calls = Array.from({ length: 5 }, () =>
        hooks.request<{ username: string }>('/buyer/passport/member/getUserInfo'),
      );
      return (await Promise.all(calls)).map((member: { username: string }) => member.username);
    });

    expect(members).toEqual(Array(5).fill('zhangwei'));
    expect(refreshes).toHaveLength(1);
    // Five refusals, then five replays with the new token.
    expect(userInfoAnswers.sort()).toEqual([200, 200, 200, 200, 200, 401, 401, 401, 401, 401]);
    await expect(page.getByRole('alertdialog', { name: '请登录' })).toHaveCount(0);
  });

  test('prompts login once, and clears the cart count, when the refresh is refused too', async ({ page }) => {
    await logIn(page, 'zhangwei');
    await page.waitForFunction(() => window.__mallE2E !== undefined);
    await page.evaluate(() => window.localStorage.setItem('cartNum', '3'));
    // Someone else spends the stored refresh token first, so the app's refresh is a reuse.
    const refreshToken = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    const stolen = await page.request.get(`/buyer/passport/member/refresh/${refreshToken}`);
    expect(stolen.ok()).toBe(true);

    const outcomes = await page.evaluate(async () => {
      const hooks = window.__mallE2E!;
      hooks.spoilAccessToken();
      const calls = Array.from({ length: 5 }, () =>
        hooks.request('/buyer/passport/member/getUserInfo').then(
          () => 'answered',
          () => 'refused',
        ),
      );
      return Promise.all(calls);
    });

    expect(outcomes).toEqual(Array(5).fill('refused'));
    await expect(page.getByRole('alertdialog', { name: '请登录' })).toHaveCount(1);
    expect(await page.evaluate(() => window.localStorage.getItem('cartNum'))).toBeNull();
    expect(await storedToken(page)).toBeNull();
  });
});

test.describe('an expired session', () => {
  test('asks to log in with one dialog, however many of the page’s requests the server refused', async ({
    page,
  }) => {
    await logInPastPopups(page, 'zhangwei');
    // Both tokens expired overnight: every request of the next page is refused and no refresh helps.
    await page.evaluate(() => {
      window.localStorage.setItem('accessToken', 'spoilt.access.token');
      window.localStorage.setItem('refreshToken', 'spoilt.refresh.token');
    });
    await page.goto('/home/myOrder');

    await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
    // Counted in the DOM, not by role: a dialog under another is hidden from the accessibility tree.
    const dialogs = page.locator('[role="alertdialog"]');
    await expect(dialogs).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(dialogs).toHaveCount(1);
    // The request layer's prompt or the route's gate, whichever asked first; both lead to the login.
    const prompt = page.getByRole('alertdialog', { name: '请登录' });
    await prompt.getByRole('button', { name: /^(去登录|立即登录)$/ }).click();

    await expect(page).toHaveURL(/\/login/);
  });
});
