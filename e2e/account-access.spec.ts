import { expect, test, type Page } from './test.ts';
import { readImageCode, readSmsCode, submitPasswordLogin } from './session.ts';

// The other ways in and getting back in, against the real server on a fresh seed. The members,
// cards and phones are those of fixtures/seed/cards.json, which no other browser test uses; each
// test sends its SMS codes to a phone of its own, so the 60 s resend limit never crosses tests.

/** The recovery demo member of fixtures/seed/cards.json. */
const RESET_MEMBER = { username: 'resetdemo', password: 'Reset@2026', mobile: '13500000103' };
/** The phone holding disposable cards of both enterprises. */
const YCXK_PHONE = '13600009999';

/** Fills the picture code of the form on the page once its picture has been drawn. */
async function fillImageCode(page: Page): Promise<void> {
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByLabel('图形验证码', { exact: true }).fill(await readImageCode(page));
}

/** Sends an SMS code from the form on the page and answers it, read from the outbox. */
async function sendSmsCode(page: Page, mobile: string): Promise<string> {
  await fillImageCode(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The countdown starts only once the server has sent the code.
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  return readSmsCode(page, mobile);
}

const storedValue = (page: Page, key: string) =>
  page.evaluate((name) => window.localStorage.getItem(name), key);

test.describe('other ways in, and getting back in', () => {
  test('a member who forgot the password sets a new one with an SMS code and logs in with it, not the old one', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await expect(page).toHaveURL(/\/forgetPassword$/);
    // The login form, which also has a user name, may still show while the new route renders.
    await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();

    await page.getByLabel('用户名', { exact: true }).fill(RESET_MEMBER.username);
    await fillImageCode(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('验证码将发送至您绑定的手机 135****0103')).toBeVisible();
    const code = await sendSmsCode(page, RESET_MEMBER.mobile);
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page).toHaveURL(/\/resetPassword$/);
    await expect(page.getByRole('heading', { name: '重置密码' })).toBeVisible();
    await page.getByLabel('新密码', { exact: true }).fill('Fresh#2027');
    await page.getByLabel('确认新密码').fill('Fresh#2026');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('两次输入的密码不一致，请重新输入')).toBeVisible();
    await page.getByLabel('确认新密码').fill('Fresh#2027');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();

    await page.goto('/login');
    await submitPasswordLogin(page, RESET_MEMBER.username, RESET_MEMBER.password);
    await expect(page.getByRole('alert')).toHaveText('账号或密码错误');

    await page.goto('/login');
    await submitPasswordLogin(page, RESET_MEMBER.username, 'Fresh#2027');
    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => storedValue(page, 'accessToken')).toBeTruthy();
    await expect(page.getByText('赵静，您好！欢迎来到好生活商城')).toBeVisible();
  });

  test('a disposable-card holder logs in by phone, lands on the mall, and logging out comes back to the card login', async ({
    page,
  }) => {
    await page.goto('/disposableCard/login/blue');
    await expect(page.getByRole('heading', { name: '蓝海集团 一次性卡登录' })).toBeVisible();

    await page.getByLabel('手机号').fill(YCXK_PHONE);
    const code = await sendSmsCode(page, YCXK_PHONE);
    await page.getByLabel('短信验证码').fill(code);
    await page.getByRole('button', { name: '查询卡片' }).click();

    // Only the cards of the page's enterprise; the used one cannot be chosen.
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /蓝海集团春节福利卡/ })).toBeDisabled();
    await page.getByText('蓝海集团端午福利卡').click();
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('端午福利卡，您好！欢迎来到好生活商城')).toBeVisible();
    expect(await storedValue(page, 'platform')).toBe('YCXK');
    expect(await storedValue(page, 'loginRouteName')).toBe('blue');
    expect(await storedValue(page, 'disposableCardPageId')).toBe('page-dzpt-index');

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/disposableCard\/login\/blue$/);
    await expect(page.getByRole('heading', { name: '蓝海集团 一次性卡登录' })).toBeVisible();
    expect(await storedValue(page, 'accessToken')).toBeNull();
  });

  test('a member logs in with a welfare card on the card tab of /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '福利卡登录' }).click();
    await page.getByLabel('卡号').fill('6288000000000018');
    await page.getByLabel('卡密码').fill('000000');
    await fillImageCode(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('卡号或密码错误');

    // The refused attempt spent the picture code; wait for the new one before reading it.
    await page.reload();
    await page.getByRole('tab', { name: '福利卡登录' }).click();
    await page.getByLabel('卡号').fill('6288000000000018');
    await page.getByLabel('卡密码').fill('826415');
    await fillImageCode(page);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).not.toHaveURL(/\/login/);
    await expect.poll(() => storedValue(page, 'accessToken')).toBeTruthy();
    await expect(page.getByText('周敏，您好！欢迎来到好生活商城')).toBeVisible();
  });

  test('a new member signs up with an unbound welfare card and is logged in', async ({ page }) => {
    await page.goto('/signUp');
    await page.getByLabel('卡号').fill('6288000000000042');
    await page.getByLabel('卡密码').fill('502871');
    await page.getByLabel('用户名').fill('bluenewcomer');
    await page.getByLabel('昵称（选填）').fill('蓝海新人');
    await page.getByLabel('登录密码').fill('Newcomer@2026');
    await page.getByLabel('确认密码').fill('Newcomer@2026');
    await page.getByLabel('手机号').fill('13522220000');
    const code = await sendSmsCode(page, '13522220000');
    await page.getByLabel('短信验证码').fill(code);
    // The label toggles the box (the input itself is visually hidden).
    await page.getByText('我已阅读并同意', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toBeChecked();
    await page.getByRole('button', { name: '注册并登录' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('蓝海新人，您好！欢迎来到好生活商城')).toBeVisible();
  });

  test('the terms pages read without logging in, in both languages', async ({ page }) => {
    await page.goto('/userAgreement');
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
    await page.getByRole('navigation', { name: '相关条款' }).getByRole('link', { name: '隐私政策' }).click();
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await expect(page.getByRole('heading', { level: 2, name: '一、我们收集的信息' })).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('locale', 'en-US'));
    await page.goto('/friendlyTips');
    await expect(page.getByRole('heading', { level: 1, name: 'Friendly Tips' })).toBeVisible();
  });
});
