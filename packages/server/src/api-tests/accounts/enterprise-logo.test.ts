import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATHS, type EnterpriseLogo } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_CODE, SESSION_MISSING_CODE } from '../../http/member-session.ts';
import { FIXTURES_DIR } from '../../paths.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// API tests of the header logo of the member's enterprise (GET /buyer/bindEnterLogo/logo, spec 03
// section 7) against the real app on a seeded PGlite (fixtures/seed/enterprise-logos.json: Acme a
// logo and a sub-logo, Blue Ocean a logo, Harbor Logistics none).

/** zhangwei (ent-acme), wangfang (ent-blue) and guhai of Harbor Logistics, an enterprise without a logo. */
const api = setUpTestApp({
  members: {
    zhang: DEMO_MEMBERS.acme,
    wang: DEMO_MEMBERS.blue,
    guhai: { username: 'guhai', password: 'Harbor@2026' },
  },
});

const logo = (accessToken?: string, headers: Record<string, string> = {}) =>
  api.get<EnterpriseLogo>(API_PATHS.enterpriseLogo, {
    ...(accessToken === undefined ? {} : { accessToken }),
    headers,
  });

describe('GET /buyer/bindEnterLogo/logo', () => {
  it("answers an Acme member Acme's logo and the sub-logo beside it", async () => {
    const { status, body } = await logo(api.tokens.zhang);
    expect(status).toBe(200);
    expect(body.result).toEqual({
      logoPath: '/img/enterprises/acme-logo.svg',
      subLogoPath: '/img/enterprises/acme-union.svg',
    });
  });

  it("answers a Blue Ocean member Blue Ocean's logo without a sub-logo", async () => {
    expect((await logo(api.tokens.wang)).body.result).toEqual({
      logoPath: '/img/enterprises/blue-logo.svg',
      subLogoPath: null,
    });
  });

  it('answers nulls to a member of an enterprise without a logo, who keeps the site logo', async () => {
    const { status, body } = await logo(api.tokens.guhai);
    expect(status).toBe(200);
    expect(body.result).toEqual({ logoPath: null, subLogoPath: null });
  });

  it("follows the session's enterprise, never an oneId sent along", async () => {
    const { body } = await logo(api.tokens.guhai, { oneId: 'ent-acme' });
    expect(body.result).toEqual({ logoPath: null, subLogoPath: null });
    const query = await api.get<EnterpriseLogo>(`${API_PATHS.enterpriseLogo}?oneId=ent-acme`, {
      accessToken: api.tokens.wang,
    });
    expect(query.body.result.logoPath).toBe('/img/enterprises/blue-logo.svg');
  });

  it("names pictures of the seed's image set, an SVG of fixed size each", async () => {
    const paths = (
      await api.db.query<{ path: string }>(
        `SELECT unnest(ARRAY[logo_path, sub_logo_path]) AS path FROM enterprises ORDER BY one_id`,
      )
    )
      .map(({ path }) => path)
      .filter((path) => path !== null);
    expect(paths).toHaveLength(3);
    for (const path of paths) {
      const svg = readFileSync(join(FIXTURES_DIR, 'images', path.replace(/^\/img\//, '')), 'utf8');
      expect(svg, path).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
  });

  it('refuses a guest like every member endpoint, and a bad token', async () => {
    const guest = await logo();
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ success: false, code: SESSION_MISSING_CODE, result: null });
    const oneIdOnly = await logo(undefined, { oneId: 'ent-acme' });
    expect(oneIdOnly.status).toBe(401);
    const bad = await logo('not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe(SESSION_EXPIRED_CODE);
  });
});
