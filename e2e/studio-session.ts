import { expect, type APIRequestContext, type Page } from '@playwright/test';
import clientConfig from '../config/client.json' with { type: 'json' };
import { encryptPasswordWith } from '../packages/schemas/src/password-cipher.ts';

/** The seeded operators (README, demo accounts). */
export const OPERATORS = {
  platform: { username: 'pageops', password: 'Pages@2026' },
  acme: { username: 'acmeops', password: 'AcmeOps@2026' },
} as const;

/** The newest picture code the server drew for a device uuid, from the development outbox. */
async function pictureCode(request: APIRequestContext, uuid: string): Promise<string> {
  const query = new URLSearchParams({ to: uuid, kind: 'image-code' });
  const answer = (await (await request.get(`/dev/outbox?${query}`)).json()) as { result: { body: string }[] };
  const code = answer.result[0]?.body;
  expect(code, `a picture code for ${uuid}`).toBeTruthy();
  return code ?? '';
}

/** Logs an operator in through the studio's login form, as an operator does. */
export async function logInToStudio(page: Page, who: keyof typeof OPERATORS): Promise<void> {
  const { username, password } = OPERATORS[who];
  await page.goto('/studio/');
  await expect(page.getByRole('img', { name: /图形验证码|Picture verification code/ })).toBeVisible();
  const uuid = await page.evaluate(() => window.sessionStorage.getItem('studio-uuid'));
  await page.getByLabel(/^用户名|^User name/).fill(username);
  await page.getByLabel(/^密码|^Password/).fill(password);
  await page.getByLabel(/^验证码|^Verification code/).fill(await pictureCode(page.request, uuid ?? ''));
  await page.getByRole('button', { name: /^登录$|^Log in$/ }).click();
  await expect(page.getByRole('heading', { name: /^页面$|^Pages$/ })).toBeVisible();
}

/** An operator's access token through the API, for a test's own set-up and clean-up. */
export async function operatorToken(
  request: APIRequestContext,
  who: keyof typeof OPERATORS,
): Promise<string> {
  const uuid = `e2e-studio-${who}-${Date.now()}`;
  await request.get('/common/common/verify/code/getImageCode', { headers: { uuid } });
  const { username, password } = OPERATORS[who];
  const answer = await request.post('/manager/passport/login', {
    headers: { uuid },
    data: {
      username,
      password: await encryptPasswordWith(password, clientConfig.passwordCipherKey),
      code: await pictureCode(request, uuid),
    },
  });
  const body = (await answer.json()) as { result: { accessToken: string } };
  return body.result.accessToken;
}
