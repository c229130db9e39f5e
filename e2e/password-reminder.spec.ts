import { expect, test } from './test.ts';
import { logIn, submitPasswordLogin } from './session.ts';

// The forced password reminder (spec 03 section 4) against the real server and its seed: lina
// (fixtures/seed/members.json, Acme@2026) has updatePwd '1' and updatePayPwd '1' and no pay
// password. No other browser test logs in as her; every run starts on a fresh database.

const NEW_PASSWORD = 'Lina#2026new';
const PAY_PASSWORD = 'Lina2026';

test('a member told to change her passwords does so, login password first, before the mall lets her in', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'lina');

  const loginStep = page.getByRole('alertdialog', { name: '请修改登录密码' });
  await expect(loginStep).toBeVisible();
  // The mall behind is out of reach while the dialog is open, and Escape does not close it.
  await expect(page.getByRole('main')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(loginStep).toBeVisible();
  await expect(loginStep.getByRole('button', { name: /关闭/ })).toHaveCount(0);

  await loginStep.getByLabel('原密码').fill('Acme@2026');
  await loginStep.getByLabel('新密码', { exact: true }).fill('Ab@1');
  await loginStep.getByLabel('确认新密码').fill('Ab@1');
  await loginStep.getByRole('button', { name: '确认修改' }).click();
  await expect(loginStep.getByText('请输入8-16位的密码')).toBeVisible();

  await loginStep.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await loginStep.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await loginStep.getByRole('button', { name: '确认修改' }).click();

  const payStep = page.getByRole('alertdialog', { name: '请设置支付密码' });
  await expect(payStep).toBeVisible();
  await expect(loginStep).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(0);
  await payStep.getByLabel('新支付密码', { exact: true }).fill(PAY_PASSWORD);
  await payStep.getByLabel('确认新支付密码').fill(PAY_PASSWORD);
  await payStep.getByRole('button', { name: '确认' }).click();

  await expect(page.getByText('支付密码设置成功')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Only now come the login's popups, which waited behind the reminder (spec 03 section 4).
  await expect(page.getByRole('dialog')).toBeVisible();

  // The server recorded both: a reload reads the member afresh and shows neither dialog (and the
  // popups, once per login, not again).
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as object))
    .toMatchObject({ updatePwd: '0', updatePayPwd: '0' });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The new password is hers now: logged out, she logs in with it, and the old one is refused.
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitPasswordLogin(page, 'lina', 'Acme@2026');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await page.goto('/login');
  await submitPasswordLogin(page, 'lina', NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  // A new login brings the login's popups again (once per login; they hide the page beneath from
  // assistive technology while open), and no reminder: both passwords were settled.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
