import { API_PATHS } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Every message the server sends comes in the caller's language (the `locale` header; Chinese
// without one): a service's refusal, a schema's refusal and Fastify's own.

const api = setUpTestApp();
const HAN = /\p{Script=Han}/u;
const EN = { locale: 'en-US' };
const ZH = { locale: 'zh-CN' };

let accessToken: string;
beforeAll(async () => {
  accessToken = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

const checkPayPassword = (headers: Record<string, string>) =>
  api.post<boolean | null>(
    API_PATHS.orderPayPasswordCheck,
    { password: encryptPassword('Wrong999', readPasswordKey()) },
    { accessToken, headers },
  );

describe('server messages in the caller’s language', () => {
  it('refuses a wrong pay password in Chinese for zh-CN and in English for en-US', async () => {
    const zh = await checkPayPassword(ZH);
    expect(zh.body).toMatchObject({ success: false, message: '请输入正确的支付密码' });
    const en = await checkPayPassword(EN);
    expect(en.body).toMatchObject({ success: false, message: 'Incorrect payment password' });
  });

  it('words the refusal of a body that breaks its schema in English for en-US, naming the field', async () => {
    const answer = await api.post<null>(
      API_PATHS.orderPayPasswordCheck,
      { password: 42 },
      {
        accessToken,
        headers: EN,
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/password/);
    expect(answer.body.message).not.toMatch(HAN);
  });

  it('answers an unknown path in English for en-US and in Chinese without a locale', async () => {
    const en = await api.get<null>('/buyer/no/such/path', { headers: EN });
    expect(en).toMatchObject({ status: 404, body: { message: 'API not found' } });
    const zh = await api.get<null>('/buyer/no/such/path');
    expect(zh.body.message).toBe('接口不存在');
  });

  it('answers Fastify’s refusal of unreadable JSON in English for en-US', async () => {
    const answer = await api.call<null>('POST', API_PATHS.orderPayPasswordCheck, {
      accessToken,
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"password":',
    });
    expect(answer).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON' } });
  });

  it('refuses a guest in English for en-US', async () => {
    const answer = await api.post<null>(API_PATHS.orderPayPasswordCheck, {}, { headers: EN });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Please log in first' } });
  });
});
