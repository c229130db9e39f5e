import { API_PATHS, type PageResult, type UserInfo } from '@mall/schemas';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_MINUTES } from '../../services/tokens.ts';
import { DEMO_MEMBERS, loginAs } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// The 9:00 burst (issue 24): page data and the caller's session come from memory, and what a write
// makes stale is dropped at once, whichever process wrote it. A write here is a plain UPDATE on the
// database, as another process (or an operator at psql) would make it, never the service that caches.

const api = setUpTestApp();
const HOME = `${API_PATHS.pageIndex}?pageClientType=PC&platform=HSHSC&pageType=INDEX`;
const GUEST_HOME = `${API_PATHS.pagePublic}?pageClientType=PC&platform=HSHSC`;
let zhangwei: string;

beforeAll(async () => {
  zhangwei = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
});

afterEach(() => {
  vi.restoreAllMocks();
});

const pageCall = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
const pageOf = (body: string) => (JSON.parse(body) as { result: PageResult | null }).result;

describe('page data from memory', () => {
  it('answers a slot many times with one question to the database', async () => {
    const queries = vi.spyOn(api.db, 'query');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pageCall(HOME, { accessToken: zhangwei })),
    );

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => pageOf(answer.body)?.id))).toEqual(new Set(['page-hshsc-index']));
    // At most one for the page and one for zhangwei's session (either may be in memory already).
    expect(queries.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('tags the answer, and answers a browser that holds it with an empty 304', async () => {
    const first = await pageCall(GUEST_HOME);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await pageCall(GUEST_HOME, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows a page written by another process at the next call, with a new tag', async () => {
    const before = await pageCall(HOME, { accessToken: zhangwei });
    const page = pageOf(before.body)!;
    const changed = JSON.stringify({ list: [] });
    await api.db.query(`UPDATE pages SET page_data = $2 WHERE id = $1`, [page.id, changed]);

    const after = await pageCall(HOME, {
      accessToken: zhangwei,
      'if-none-match': String(before.headers.etag),
    });

    expect(after.statusCode).toBe(200);
    expect(pageOf(after.body)?.pageData).toBe(changed);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await api.db.query(`UPDATE pages SET page_data = $2 WHERE id = $1`, [page.id, page.pageData]);
  });
});

describe('the caller from memory', () => {
  const userInfo = (accessToken: string) => api.get<UserInfo | null>(API_PATHS.userInfo, { accessToken });

  it('asks the database about a login once, not on every call', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    await userInfo(accessToken);
    await pageCall(HOME, { accessToken });
    const queries = vi.spyOn(api.db, 'query');

    await pageCall(HOME, { accessToken });
    await pageCall(HOME, { accessToken });

    expect(queries).not.toHaveBeenCalled();
  });

  it('refuses a token the moment its login is revoked by another process', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    expect((await userInfo(accessToken)).status).toBe(200);

    await api.db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE member_id = (SELECT id FROM members WHERE username = $1) AND revoked_at IS NULL`,
      [DEMO_MEMBERS.acme.username],
    );

    const { status, body } = await userInfo(accessToken);
    expect(status).toBe(401);
    expect(body.code).toBe(20004);
    zhangwei = (await loginAs(api.app, DEMO_MEMBERS.acme)).accessToken;
  });

  it('refuses a token whose login has ended, however many times it was answered before', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    for (let i = 0; i < 3; i++) expect((await userInfo(accessToken)).status).toBe(200);

    await api.post(API_PATHS.logout, undefined, { accessToken });

    expect((await userInfo(accessToken)).status).toBe(401);
  });

  it('refuses a token once it expires, though it was answered a moment before', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    expect((await userInfo(accessToken)).status).toBe(200);

    api.advanceClock(ACCESS_TOKEN_MINUTES * 60 - 1);
    expect((await userInfo(accessToken)).status).toBe(200);
    api.advanceClock(1);

    expect((await userInfo(accessToken)).status).toBe(401);
  });

  it('refuses a token with one character changed, however often its original was answered', async () => {
    const { accessToken } = await loginAs(api.app, DEMO_MEMBERS.acme);
    for (let i = 0; i < 3; i++) expect((await userInfo(accessToken)).status).toBe(200);
    const [head, payload, signature] = accessToken.split('.') as [string, string, string];
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';

    const forged = `${head}.${payload}.${signature.slice(0, -2)}${flipped}${signature.at(-1)}`;

    expect((await userInfo(forged)).status).toBe(401);
  });
});
