import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { IMAGES_DIR } from '../paths.ts';
import { unusedDb } from '../testing/unused-db.ts';
import { isSpaRoute } from './static-files.ts';

const VENDOR_JS = `export const big = ${JSON.stringify('vendor code '.repeat(500))};`;
const INDEX_HTML = '<!doctype html><html><body><div id="root">storefront</div></body></html>';
const STUDIO_HTML = '<!doctype html><html><body><div id="root">studio</div></body></html>';

let dist: string;
let studio: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'mall-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-Bx3k9QzA.js'), 'console.log("app")');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  // The build's compressed copies (packages/storefront/vite-precompress.ts).
  writeFileSync(join(dist, 'assets', 'vendor-Qm7Tz2Lp.js'), VENDOR_JS);
  writeFileSync(join(dist, 'assets', 'vendor-Qm7Tz2Lp.js.br'), brotliCompressSync(VENDOR_JS));
  writeFileSync(join(dist, 'assets', 'vendor-Qm7Tz2Lp.js.gz'), gzipSync(VENDOR_JS));
  studio = mkdtempSync(join(tmpdir(), 'mall-studio-'));
  mkdirSync(join(studio, 'assets'));
  writeFileSync(join(studio, 'index.html'), STUDIO_HTML);
  writeFileSync(join(studio, 'assets', 'index-S7u4d1oX.js'), 'console.log("studio")');
  app = buildApp({ db: unusedDb, storefrontDir: dist, imagesDir: null, studioDir: studio });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(studio, { recursive: true, force: true });
});

describe('the storefront build', () => {
  it('serves index.html for / and for any route of the SPA, revalidated on every visit', async () => {
    for (const url of ['/', '/goodsList?categoryId=1,11,111', '/home/myOrder', '/custom']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets no other site frame a page of the storefront', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/login'],
      ['GET', '/cart'],
      ['HEAD', '/home/myOrder'],
      ['GET', '/index.html'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Bx3k9QzA.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *');
  });

  it('sends the build’s compressed copy of a file to a browser that accepts it, and the file itself to one that does not', async () => {
    const url = '/assets/vendor-Qm7Tz2Lp.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(VENDOR_JS);
    expect(brotli.rawPayload.length).toBeLessThan(VENDOR_JS.length / 10);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(VENDOR_JS);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VENDOR_JS);
  });

  it('answers a missing file, an unknown API path or a non-GET with the 404 envelope, not index.html', async () => {
    for (const [method, url] of [
      ['GET', '/assets/index-gone.js'],
      ['GET', '/buyer/nothing'],
      ['GET', '/img/nope.svg'],
      ['POST', '/goodsList'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 404 });
    }
  });
});

describe('the studio build', () => {
  it('serves its own index.html for every studio route, never the storefront’s, and no frame may hold it', async () => {
    for (const url of ['/studio/', '/studio/pages/page-acme-home', '/studio/anything?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(STUDIO_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    const bare = await app.inject({ method: 'GET', url: '/studio' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/studio/');
  });

  it('serves its hashed assets as immutable, and a missing one as a 404, not a page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/studio/assets/index-S7u4d1oX.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("studio")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await app.inject({ method: 'GET', url: '/studio/assets/index-gone.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ success: false, code: 404 });
  });

  it('keeps the manager API out of both apps: an unknown manager path is the 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/manager/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe('the pictures folder (/img)', () => {
  let pictures: FastifyInstance;
  beforeAll(async () => {
    pictures = buildApp({ db: unusedDb, storefrontDir: null, imagesDir: IMAGES_DIR });
    await pictures.ready();
  });
  afterAll(() => pictures?.close());

  it('sends a picture compressed to a browser that takes it, and as it is to one that does not', async () => {
    const url = '/img/goods/rice.svg';
    const file = readFileSync(join(IMAGES_DIR, 'goods/rice.svg'), 'utf8');
    const br = await pictures.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(file.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(file);

    const gzip = await pictures.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(file);

    const plain = await pictures.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(file);
  });

  it('serves a video as video/webm, in the ranges a player asks for, and captions as WebVTT text', async () => {
    const video = await pictures.inject({ method: 'GET', url: '/img/blocks/videoBanner/spring-tea.webm' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expect(video.headers['accept-ranges']).toBe('bytes');

    // A player seeks (and Safari starts) with range requests.
    const range = await pictures.inject({
      method: 'GET',
      url: '/img/blocks/videoBanner/spring-tea.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toHaveLength(100);
    expect(range.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);

    for (const locale of ['zh-CN', 'en-US']) {
      const captions = await pictures.inject({
        method: 'GET',
        url: `/img/blocks/videoBanner/spring-tea.${locale}.vtt`,
      });
      expect(captions.statusCode, locale).toBe(200);
      expect(captions.headers['content-type'], locale).toMatch(/^text\/vtt\b/);
      expect(captions.body, locale).toMatch(/^WEBVTT\n/);
    }
  });
});

describe('isSpaRoute', () => {
  it('takes GET routes and leaves API paths, pictures and file names alone', () => {
    expect(isSpaRoute({ method: 'GET', url: '/goodsDetail?skuId=1001' })).toBe(true);
    expect(isSpaRoute({ method: 'HEAD', url: '/' })).toBe(true);
    expect(isSpaRoute({ method: 'GET', url: '/buyer/goods/category/getTree' })).toBe(false);
    expect(isSpaRoute({ method: 'GET', url: '/common' })).toBe(false);
    expect(isSpaRoute({ method: 'GET', url: '/img/goods/rice.svg' })).toBe(false);
    expect(isSpaRoute({ method: 'GET', url: '/favicon.ico' })).toBe(false);
    expect(isSpaRoute({ method: 'DELETE', url: '/cart' })).toBe(false);
    expect(isSpaRoute({ method: 'GET', url: '/studio/pages/x' })).toBe(false);
    expect(isSpaRoute({ method: 'GET', url: '/manager/other/pageData' })).toBe(false);
  });
});
