import { expect, type Page } from '@playwright/test';
import members from '../fixtures/seed/members.json' with { type: 'json' };
// Declares window.__mallE2E, which the storefront installs in builds for these tests.
import type {} from '../packages/storefront/src/e2e-hooks.ts';

/** Usernames of the demo members of fixtures/seed/members.json. */
export type DemoUsername = (typeof members)[number]['username'];

/** The newest message of a kind the server sent to an address, from the development outbox. */
async function readOutbox(page: Page, to: string, kind: 'image-code' | 'sms' | 'email'): Promise<string> {
  const query = new URLSearchParams({ to, kind });
  const answer = (await (await page.request.get(`/dev/outbox?${query}`)).json()) as {
    result: { body: string }[];
  };
  return answer.result[0]?.body ?? '';
}

/** The newest image code the server drew for the browser's device uuid, from the development outbox. */
export async function readImageCode(page: Page): Promise<string> {
  const uuid = await page.evaluate(() => window.localStorage.getItem('uuid'));
  expect(uuid, 'the storefront keeps a device uuid').toBeTruthy();
  const code = await readOutbox(page, uuid ?? '', 'image-code');
  expect(code, `an image code for ${uuid}`).toBeTruthy();
  return code;
}

/** Fills the login form the page is showing with a demo member's credentials and submits it. */
export async function submitLoginForm(page: Page, username: DemoUsername): Promise<void> {
  const member = members.find((m) => m.username === username);
  if (!member) throw new Error(`no demo member ${username}`);
  await submitPasswordLogin(page, member.username, member.password);
}

/** Logs a demo member in through /login and waits until the storefront has them. */
export async function logIn(page: Page, username: DemoUsername = 'zhangwei'): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, username);
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeTruthy();
}

/** The newest SMS code the server sent to a mobile, from the development outbox. */
export async function readSmsCode(page: Page, mobile: string): Promise<string> {
  const code = await readOutbox(page, mobile, 'sms');
  expect(code, `an SMS code for ${mobile}`).toMatch(/^\d{6}$/);
  return code;
}

/** The newest mail code the server sent to an address, from the development outbox. */
export async function readMailCode(page: Page, email: string): Promise<string> {
  const code = await readOutbox(page, email, 'email');
  expect(code, `a mail code for ${email}`).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Fills the password login form with any credentials (a member of another seed file, a password
 * just changed) and submits it. Load the page afresh before each attempt: a refused one draws a new
 * picture code that the outbox may not hold yet.
 */
export async function submitPasswordLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await expect(page.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(await readImageCode(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}
