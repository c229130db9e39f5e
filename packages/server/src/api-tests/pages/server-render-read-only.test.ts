import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type AfterSaleDetail } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_MARK_HEADER } from '../../http/page-render-mark.ts';
import { advanceAfterSales } from '../../services/after-sale-service.ts';
import { DEMO_MEMBERS } from '../../testing/login-as.ts';
import { refundOnlyRequest } from '../../testing/refund-only-request.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

// A server render (http/page-render.ts) only reads: a link to a rendered page, which brings the
// member's `mall-render` cookie from any site (SameSite=Lax), must change nothing of theirs. The
// browser, once it runs the page, makes the calls that do (the footprint of a goods detail).

// A stand-in for the storefront's server entry: it calls the API path the page address names in
// `api`, with the token of the `mall-render` cookie as the storefront does, and shows the answer.
const ENTRY = `
export async function renderPage({ url, cookie, fetch }) {
  const stored = /(?:^|;\\s*)mall-render=([^;]*)/.exec(cookie ?? '')?.[1];
  const accessToken = stored ? JSON.parse(decodeURIComponent(stored)).accessToken : null;
  const api = new URL(url, 'http://mall.local').searchParams.get('api');
  if (!api) return null;
  const answer = await fetch(api, { method: 'GET', headers: accessToken ? { accessToken } : {} });
  return { html: '<pre>' + answer.status + ' ' + (await answer.text()) + '</pre>', head: '', data: '' };
}
`;
const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

const api = setUpTestApp({ members: { zhang: DEMO_MEMBERS.acme } });
const ZHANG = 'mbr-acme-zhang';
let dir: string;
let mall: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mall-render-'));
  writeFileSync(join(dir, 'entry-server.js'), ENTRY);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  mall = api.buildAnotherApp({ storefrontDir: dir, storefrontServerEntry: join(dir, 'entry-server.js') });
  await mall.ready();
});

afterAll(async () => {
  await mall?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a link to `page` answers for a browser that keeps zhangwei's render cookie: the API's status and envelope as the render saw them. */
async function renderFollowingLink(page: string, apiPath: string) {
  const cookie = `mall-render=${encodeURIComponent(JSON.stringify({ accessToken: api.tokens.zhang }))}`;
  const response = await mall.inject({
    method: 'GET',
    url: `${page}${page.includes('?') ? '&' : '?'}api=${encodeURIComponent(apiPath)}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  const [, status, body] = /<pre>(\d+) (.*)<\/pre>/s.exec(response.body) ?? [];
  expect(status, 'the page was rendered on the server').toBeDefined();
  return { status: Number(status), body: JSON.parse(body!) as { success: boolean; message: string } };
}

const footprintsOfZhang = () =>
  api.db.query<{ skuId: string; viewedAt: Date }>(
    'SELECT sku_id AS "skuId", viewed_at AS "viewedAt" FROM footprints WHERE member_id = $1 ORDER BY sku_id',
    [ZHANG],
  );

/** A SKU on sale that zhangwei has not viewed. */
async function unviewedSku(): Promise<string> {
  const [row] = await api.db.query<{ skuId: string }>(
    `SELECT s.sku_id AS "skuId" FROM skus s JOIN goods g ON g.goods_id = s.goods_id
     WHERE g.on_sale AND s.sku_id NOT IN (SELECT sku_id FROM footprints WHERE member_id = $1)
     ORDER BY s.sku_id LIMIT 1`,
    [ZHANG],
  );
  return row!.skuId;
}

describe('a page the server renders', () => {
  it('shows a goods detail to the member of the render cookie without recording a footprint, new or moved', async () => {
    const skuId = await unviewedSku();
    const viewed = (await footprintsOfZhang())[0]!.skuId;
    const before = await footprintsOfZhang();
    api.advanceClock(60);

    for (const sku of [skuId, viewed]) {
      const rendered = await renderFollowingLink(
        `/goodsDetail?skuId=${sku}`,
        API_PATHS.skuDetailPreview(sku, '1'),
      );
      expect(rendered).toMatchObject({ status: 200, body: { success: true, result: { skuId: sku } } });
    }
    expect(await footprintsOfZhang()).toEqual(before);
  });

  it("records the footprint when the member's browser asks for the detail itself, whatever mark it forges", async () => {
    const skuId = await unviewedSku();
    const forged: Record<string, string>[] = [{}, { [RENDER_MARK_HEADER]: 'guessed' }];
    for (const headers of forged) {
      await api.db.query('DELETE FROM footprints WHERE member_id = $1 AND sku_id = $2', [ZHANG, skuId]);
      const answer = await api.get(API_PATHS.skuDetailPreview(skuId, '1'), {
        accessToken: api.tokens.zhang,
        headers,
      });
      expect(answer.status).toBe(200);
      expect((await footprintsOfZhang()).map((footprint) => footprint.skuId)).toContain(skuId);
    }
  });

  it("shows customer service's replies without marking them read", async () => {
    const applied = await api.post<AfterSaleDetail>(
      API_PATHS.afterSaleSave('O26030100003-1'),
      refundOnlyRequest(),
      { accessToken: api.tokens.zhang },
    );
    expect(applied.status).toBe(200);
    await advanceAfterSales(api.db, api.clock);
    const unread = async () =>
      (await api.get<number>(API_PATHS.afterSaleUnread, { accessToken: api.tokens.zhang })).body.result;
    expect(await unread()).toBe(1);

    const rendered = await renderFollowingLink(
      '/afterServiceDetail',
      `${API_PATHS.afterSaleMessages}?afterSaleSn=${applied.body.result.sn}`,
    );
    expect(rendered).toMatchObject({ status: 200, body: { success: true } });
    expect(await unread()).toBe(1);
  });

  it('cannot claim a coupon for the member, though the API takes the claim as a GET', async () => {
    const claimed = () =>
      api.db.query('SELECT coupon_id FROM member_coupons WHERE member_id = $1 AND coupon_id = $2', [
        ZHANG,
        'cpn-platform-50',
      ]);
    expect(await claimed()).toEqual([]);
    const rendered = await renderFollowingLink('/', API_PATHS.couponReceive('cpn-platform-50'));
    expect(rendered).toMatchObject({ status: 403, body: { success: false } });
    expect(await claimed()).toEqual([]);
  });
});
