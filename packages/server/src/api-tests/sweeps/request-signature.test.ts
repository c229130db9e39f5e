import { randomUUID } from 'node:crypto';
import { API_PATHS, type TokenPair } from '@mall/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestSignature } from '../../http/request-signature.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Replay protection (spec 01 section 7): the optional nonce, timestamp and signature headers of a
// logged-in member, against the real app and a seeded in-memory PGlite.

const api = setUpTestApp();
const { call } = api;

let tokens: TokenPair;
beforeAll(async () => {
  tokens = await loginAs(api.app, DEMO_MEMBERS.acme);
});

interface Signing {
  nonce?: string;
  timestamp?: number;
  key?: string;
  path?: string;
}

/** The replay-protection headers of one request. */
// A type, not an interface: it is passed on as a record of headers.
type SignatureHeaders = { nonce: string; timestamp: string; signature: string };

/** The three headers of a request signed with the login's key, as the storefront signs one. */
function signed(method: string, path: string, signing: Signing = {}): SignatureHeaders {
  const nonce = signing.nonce ?? randomUUID();
  const timestamp = String(signing.timestamp ?? api.clock.getTime());
  const key = signing.key ?? tokens.signKey ?? '';
  return {
    nonce,
    timestamp,
    signature: requestSignature(key, method, signing.path ?? path, timestamp, nonce),
  };
}

const cartCount = async () =>
  (await call<number>('GET', API_PATHS.cartCount, { accessToken: tokens.accessToken })).body.result;

/** Adds one unit of SKU 1037 to the cart with `headers`. */
const addToCart = (headers: Record<string, string>, locale = 'zh-CN') =>
  call<null>('POST', API_PATHS.cart, {
    accessToken: tokens.accessToken,
    headers: { ...headers, locale },
    form: { skuId: '1037', num: '1' },
  });

describe('signed requests', () => {
  it('answers a login with a key that stays the same across a refresh of that login', async () => {
    expect(tokens.signKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await loginAs(api.app, DEMO_MEMBERS.blue);
    expect(other.signKey).not.toBe(tokens.signKey);
  });

  it('serves a request signed with the login key, and the handler runs', async () => {
    const before = await cartCount();
    const answer = await addToCart(signed('POST', API_PATHS.cart));
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(await cartCount()).toBe(before + 1);
  });

  it('signs the path without its query', async () => {
    const path = `${API_PATHS.cartCount}?at=1`;
    const answer = await call<number>('GET', path, {
      accessToken: tokens.accessToken,
      headers: signed('GET', API_PATHS.cartCount),
    });
    expect(answer.body.success).toBe(true);
  });

  it('refuses a nonce used before, in the caller language, and does not run the handler again', async () => {
    const headers = signed('POST', API_PATHS.cart);
    expect((await addToCart(headers)).status).toBe(200);
    const before = await cartCount();

    const again = await addToCart(headers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: '请求已提交过，请勿重复提交' });
    const inEnglish = await addToCart(headers, 'en-US');
    expect(inEnglish.body.message).toBe('This request was already sent. Please do not submit it twice');
    expect(await cartCount()).toBe(before);
  });

  it('serves only one of two requests sent at once with the same nonce', async () => {
    const before = await cartCount();
    const headers = signed('POST', API_PATHS.cart);
    const answers = await Promise.all([addToCart(headers), addToCart(headers)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await cartCount()).toBe(before + 1);
  });

  it('refuses a timestamp more than 5 minutes off, either way, saying the server time, and takes one just within', async () => {
    const before = await cartCount();
    const now = api.clock.getTime();
    for (const timestamp of [now - 5 * 60_000 - 1, now + 5 * 60_000 + 1]) {
      const answer = await addToCart(signed('POST', API_PATHS.cart, { timestamp }));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 20_006,
        message: '请求已过期，请校准设备时间后重试',
        result: { serverTime: now },
      });
    }
    expect(await cartCount()).toBe(before);
    const within = await addToCart(signed('POST', API_PATHS.cart, { timestamp: now - 5 * 60_000 }));
    expect(within.status).toBe(200);
  });

  it('refuses a bad signature: another login key, another path, a changed one or missing headers', async () => {
    const before = await cartCount();
    const other = await loginAs(api.app, DEMO_MEMBERS.blue);
    const forged = signed('POST', API_PATHS.cart);
    forged.signature = `${forged.signature.slice(0, -1)}${forged.signature.endsWith('0') ? '1' : '0'}`;
    const { signature: _left, ...unsigned } = signed('POST', API_PATHS.cart);
    const cases: [Record<string, string>, string][] = [
      [signed('POST', API_PATHS.cart, { key: other.signKey ?? '' }), '请求签名无效'],
      [signed('POST', API_PATHS.cart, { path: API_PATHS.cartCount }), '请求签名无效'],
      [forged, '请求签名无效'],
      [unsigned, '请求签名不完整'],
    ];
    for (const [headers, message] of cases) {
      const answer = await addToCart(headers);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    const inEnglish = await addToCart(forged, 'en-US');
    expect(inEnglish.body.message).toBe('The request signature is invalid');
    expect(await cartCount()).toBe(before);
  });

  it('still serves a request without the headers', async () => {
    const before = await cartCount();
    expect((await addToCart({})).status).toBe(200);
    expect(await cartCount()).toBe(before + 1);
  });
});
