import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type LoginPlatform } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { readLoginUrls } from '../../services/login-platform.ts';
import { countAllRows } from '../../testing/seeded-db.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// Spec 01 section 7, "login-platform lookup by oneId; result.loginUrl". The enterprises and their
// login urls are config/client.json's `tenants.loginUrls`; Harbor Logistics (ent-harbor) lands on
// /custom, Acme on the home page.

const api = setUpTestApp();

describe('the login-platform lookup by oneId', () => {
  it("answers an enterprise's login url, which a guest may ask for", async () => {
    const { status, body } = await api.get<LoginPlatform>(API_PATHS.loginPlatform('ent-harbor'));

    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, result: { oneId: 'ent-harbor', loginUrl: '/custom' } });
  });

  it('answers a null login url for an enterprise whose members land on the home page', async () => {
    const { body } = await api.get<LoginPlatform>(API_PATHS.loginPlatform('ent-acme'));

    expect(body.result).toEqual({ oneId: 'ent-acme', loginUrl: null });
  });

  it('answers null for an enterprise the mall does not know, even one the configuration names', async () => {
    // ent-custom-b is configured with /custom but has no enterprise in the seed.
    for (const oneId of ['nobody', 'ent-custom-b']) {
      const { status, body } = await api.get<null>(API_PATHS.loginPlatform(oneId));
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, result: null });
    }
  });

  it('refuses an over-long oneId in the caller’s language and writes nothing', async () => {
    const before = await countAllRows(api.db);
    const tooLong = 'x'.repeat(65);

    const zh = await api.get<null>(API_PATHS.loginPlatform(tooLong));
    const en = await api.get<null>(API_PATHS.loginPlatform(tooLong), { headers: { locale: 'en-US' } });

    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ success: false, message: expect.stringContaining('请求参数错误') });
    expect(en.status).toBe(400);
    expect(en.body.success).toBe(false);
    expect(en.body.message).toMatch(/[A-Za-z]/);
    expect(en.body.message).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await countAllRows(api.db)).toEqual(before);
  });
});

describe('readLoginUrls', () => {
  it('keeps only storefront paths, so a login cannot be sent to another site', () => {
    const dir = mkdtempSync(join(tmpdir(), 'login-urls-'));
    const path = join(dir, 'client.json');
    writeFileSync(
      path,
      JSON.stringify({
        tenants: {
          loginUrls: { a: '/custom', b: 'https://evil.example.com', c: '//evil.example.com', d: 7 },
        },
      }),
    );

    expect(readLoginUrls(path)).toEqual({ a: '/custom' });
  });

  it('answers none when the configuration names no login urls', () => {
    const dir = mkdtempSync(join(tmpdir(), 'login-urls-'));
    const path = join(dir, 'client.json');
    writeFileSync(path, JSON.stringify({ tenants: {} }));

    expect(readLoginUrls(path)).toEqual({});
  });
});
