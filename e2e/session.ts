import { expect, type Page } from '@playwright/test';
import members from '../fixtures/seed/members.json' with { type: 'json' };

/** Usernames of the demo members of fixtures/seed/members.json. */
export type DemoUsername = (typeof members)[number]['username'];

/** The newest image code the server drew for the browser's device uuid, from the development outbox. */
export async function readImageCode(page: Page): Promise<string> {
  const uuid = await page.evaluate(() => window.localStorage.getItem('uuid'));
  expect(uuid, 'the storefront keeps a device uuid').toBeTruthy();
  const query = new URLSearchParams({ to: uuid ?? '', kind: 'image-code' });
  const answer = (await (await page.request.get(`/dev/outbox?${query}`)).json()) as {
    result: { body: string }[];
  };
  const code = answer.result[0]?.body;
  expect(code, `an image code for ${uuid}`).toBeTruthy();
  return code ?? '';
}

/**
 * Fills the login form the page is showing as a member would (user name, password, the image code
 * read back from the outbox) and submits it.
 */
export async function submitLoginForm(page: Page, username: DemoUsername): Promise<void> {
  const member = members.find((m) => m.username === username);
  if (!member) throw new Error(`no demo member ${username}`);
  await page.getByLabel('用户名', { exact: true }).fill(member.username);
  await page.getByLabel('密码', { exact: true }).fill(member.password);
  // The picture appears once the code is drawn; only then is it in the outbox.
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await readImageCode(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Logs a demo member in through /login and waits until the storefront has them. */
export async function logIn(page: Page, username: DemoUsername = 'zhangwei'): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
}
