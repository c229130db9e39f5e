import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { unusedDb } from '../testing/unused-db.ts';
import {
  MAX_RENDERED_URL_LENGTH,
  RENDER_NICENESS,
  RENDERS_PER_WORKER,
  startPageRenderer,
  type PageRenderer,
} from './page-render.ts';

// A stand-in for the storefront's server entry (packages/storefront/src/entry-server.tsx): it answers
// by the url, the way a real page would, so each way a render can end is one route here.
const ENTRY = `
import { readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
let stopped = 0;
export async function renderPage({ url, cookie, fetch, signal }) {
  if (url === '/none') return null;
  if (url.startsWith('/together')) {
    // Says whether another render ran at the same time: each notes its thread in a shared folder
    // and waits (up to 3 s) for a second thread's note.
    const folder = new URL(url, 'http://mall.local').searchParams.get('in');
    writeFileSync(join(folder, String(threadId)), '');
    for (let i = 0; i < 60 && readdirSync(folder).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return { html: readdirSync(folder).length >= 2 ? 'together' : 'alone', head: '', data: '' };
  }
  if (url.startsWith('/beside')) {
    // The same, by render rather than by thread: says whether another render ran beside this one.
    const folder = new URL(url, 'http://mall.local').searchParams.get('in');
    writeFileSync(join(folder, Math.random().toString(36).slice(2)), '');
    for (let i = 0; i < 60 && readdirSync(folder).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return { html: (readdirSync(folder).length >= 2 ? 'beside' : 'alone') + ' on ' + threadId, head: '', data: '' };
  }
  if (url.startsWith('/takes')) {
    const ms = Number(new URL(url, 'http://mall.local').searchParams.get('ms'));
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { html: 'took ' + ms, head: '', data: '' };
  }
  if (url === '/stoppable')
    return new Promise((resolve) => signal.addEventListener('abort', () => { stopped += 1; resolve(null); }));
  if (url === '/stopped') return { html: '<p>' + stopped + ' stopped</p>', head: '', data: '' };
  if (url === '/throws') throw new Error('the page code failed');
  if (url === '/slow') return new Promise(() => {});
  if (url === '/spins') for (;;);
  if (url === '/nice') return { html: String(getPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()))), head: '', data: '' };
  if (url === '/thread') return { html: String(threadId), head: '', data: '' };
  if (url === '/ignores') return new Promise((resolve) => setTimeout(() => resolve({ html: 'late', head: '', data: '' }), 1_500));
  if (url === '/crash') process.exit(1);
  if (url === '/dropped') { Promise.reject(new Error('nobody waits for this')); }
  if (url.startsWith('/goodsList')) {
    // The search page shows the keyword and keeps it in its data, as the storefront's does.
    const keyword = new URL(url, 'http://mall.local').searchParams.get('keyword') ?? '';
    return { html: '<p>' + keyword + '</p>', head: '', data: '<script>window.__MALL_SWR__=' + JSON.stringify({ keyword }) + '</script>' };
  }
  const headers = cookie ? { accessToken: 'token-1' } : {};
  const answer = await fetch('/buyer/echo?sku=1001', { method: 'GET', headers });
  const body = await answer.json();
  return { html: '<p>' + body.result + '</p>', head: '<style>p{}</style>', data: '<script>window.__MALL_SWR__={}</script>', cookie };
}
`;

// These tests time renders against their timeouts; at the render threads' nice 10 a busy machine (the
// test run's other files) can hold a render back for longer than any of them. So the threads run at
// the tests' own priority here, and only the test of the priority runs them at its default.
const TIMED_NICENESS = 0;

let dir: string;
let app: FastifyInstance;
let renderer: PageRenderer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mall-entry-'));
  writeFileSync(join(dir, 'entry-server.js'), ENTRY);
  app = Fastify();
  app.get('/buyer/echo', async (request) => ({
    success: true,
    result: `${(request.query as { sku: string }).sku} for ${String(request.headers.accesstoken)}`,
  }));
  await app.ready();
  renderer = startPageRenderer(app, {
    entryPath: join(dir, 'entry-server.js'),
    timeoutMs: 1_000,
    niceness: TIMED_NICENESS,
  })!;
});

afterAll(async () => {
  await renderer?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the page renderer', () => {
  it('is not started when the build has no server entry', () => {
    expect(startPageRenderer(app, { entryPath: join(dir, 'missing.js') })).toBeNull();
  });

  it('renders a page whose API calls the server answers through its own routes, token and all', async () => {
    const page = await renderer.render('/goodsDetail?skuId=1001', 'mall-render=x');
    expect(page).toMatchObject({ html: '<p>1001 for token-1</p>', head: '<style>p{}</style>' });
  });

  it('leaves to the browser a page the entry declines, one whose code throws, and one slower than allowed', async () => {
    expect(await renderer.render('/none', undefined)).toBeNull();
    expect(await renderer.render('/throws', undefined)).toBeNull();
    const started = Date.now();
    expect(await renderer.render('/slow', undefined)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_500);
    // And it goes on rendering.
    expect((await renderer.render('/goodsDetail', 'mall-render=x'))?.html).toBe('<p>1001 for token-1</p>');
  });

  it('keeps rendering after page code drops a failed promise', async () => {
    expect((await renderer.render('/dropped', 'mall-render=x'))?.html).toBe('<p>1001 for token-1</p>');
    expect((await renderer.render('/goodsDetail', 'mall-render=x'))?.html).toBe('<p>1001 for token-1</p>');
  });

  it('answers null when its thread dies, and never takes the server with it', async () => {
    const crashing = startPageRenderer(app, {
      entryPath: join(dir, 'entry-server.js'),
      timeoutMs: 5_000,
      workers: 1,
    })!;
    try {
      expect(await crashing.render('/crash', undefined)).toBeNull();
      // Started again no sooner than ten seconds later; until then the browser renders.
      expect(await crashing.render('/goodsDetail', undefined)).toBeNull();
      expect((await app.inject({ method: 'GET', url: '/buyer/echo?sku=1' })).statusCode).toBe(200);
    } finally {
      await crashing.close();
    }
  });
});

describe('the pool of render workers', () => {
  const pool = (options: {
    workers: number;
    timeoutMs: number;
    queueLimit?: number;
    rendersPerWorker?: number;
    cancelGraceMs?: number;
  }) =>
    startPageRenderer(app, {
      entryPath: join(dir, 'entry-server.js'),
      niceness: TIMED_NICENESS,
      ...options,
    })!;

  it('renders pages that arrive together on different workers, at the same time', async () => {
    const renderer = pool({ workers: 2, timeoutMs: 5_000 });
    const folder = mkdtempSync(join(tmpdir(), 'mall-together-'));
    try {
      const url = `/together?in=${encodeURIComponent(folder)}`;
      const pages = await Promise.all([renderer.render(url, undefined), renderer.render(url, undefined)]);
      expect(pages.map((page) => page?.html)).toEqual(['together', 'together']);
    } finally {
      await renderer.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('renders several pages at once on one worker, while each waits', async () => {
    const renderer = pool({ workers: 1, timeoutMs: 5_000, rendersPerWorker: 2 });
    const folder = mkdtempSync(join(tmpdir(), 'mall-beside-'));
    try {
      const url = `/beside?in=${encodeURIComponent(folder)}`;
      const pages = await Promise.all([renderer.render(url, undefined), renderer.render(url, undefined)]);
      const [first, second] = pages.map((page) => page?.html ?? '');
      expect(first).toMatch(/^beside on \d+$/);
      expect(second).toBe(first);
    } finally {
      await renderer.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('leaves a page to the browser at once when every worker is busy and the queue is full', async () => {
    const renderer = pool({ workers: 1, timeoutMs: 5_000, queueLimit: 1 });
    try {
      // The worker's every place taken, and one render waiting.
      for (let i = 0; i <= RENDERS_PER_WORKER; i++) void renderer.render('/stoppable', undefined);
      const started = Date.now();

      expect(await renderer.render('/goodsDetail', 'mall-render=x')).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await renderer.close();
    }
  });

  it('leaves a page to the browser at once when the renders ahead of it would not end before its timeout', async () => {
    const renderer = pool({ workers: 1, rendersPerWorker: 1, timeoutMs: 1_000, queueLimit: 10 });
    try {
      // The pool learns that a render takes 400 ms here.
      for (let i = 0; i < 4; i++)
        expect((await renderer.render('/takes?ms=400', undefined))?.html).toBe('took 400');

      const running = renderer.render('/takes?ms=400', undefined);
      const next = renderer.render('/takes?ms=400', undefined);
      const started = Date.now();
      // Behind two renders of 400 ms, its own would end after 1,200 ms: past its timeout.
      expect(await renderer.render('/takes?ms=400', undefined)).toBeNull();
      expect(Date.now() - started).toBeLessThan(200);
      expect((await running)?.html).toBe('took 400');
      expect((await next)?.html).toBe('took 400');
    } finally {
      await renderer.close();
    }
  });

  it('stops a render whose waiter gave up, and the same worker renders the next page', async () => {
    const renderer = pool({ workers: 1, timeoutMs: 300 });
    try {
      // Once the worker is up (a loaded machine may take longer to start it than the timeout).
      await vi.waitFor(async () => expect(await renderer.render('/stopped', undefined)).not.toBeNull(), {
        timeout: 5_000,
        interval: 50,
      });
      expect(await renderer.render('/stoppable', undefined)).toBeNull();

      expect((await renderer.render('/stopped', undefined))?.html).toBe('<p>1 stopped</p>');
    } finally {
      await renderer.close();
    }
  });

  it.runIf(process.platform === 'linux')('renders on threads that yield the cores to the API', async () => {
    const renderer = startPageRenderer(app, { entryPath: join(dir, 'entry-server.js'), timeoutMs: 5_000 })!;
    try {
      expect((await renderer.render('/nice', undefined))?.html).toBe(String(RENDER_NICENESS));
      expect(getPriority()).toBeLessThan(RENDER_NICENESS);
    } finally {
      await renderer.close();
    }
  });

  it('ends a worker whose render does not stop, and renders on a fresh one', async () => {
    const renderer = pool({ workers: 1, timeoutMs: 300, cancelGraceMs: 200 });
    try {
      // A render that runs on and on: its thread never reads the cancel.
      expect(await renderer.render('/spins', undefined)).toBeNull();

      await vi.waitFor(
        async () =>
          expect((await renderer.render('/goodsDetail', 'mall-render=x'))?.html).toBe(
            '<p>1001 for token-1</p>',
          ),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await renderer.close();
    }
  });

  it('keeps a worker whose stopped render is waiting rather than running, with the renders beside it', async () => {
    const renderer = pool({ workers: 1, timeoutMs: 300, cancelGraceMs: 200 });
    try {
      const thread = await vi.waitFor(
        async () => {
          const page = await renderer.render('/thread', undefined);
          expect(page).not.toBeNull();
          return page!.html;
        },
        { timeout: 5_000, interval: 50 },
      );
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const ignoring = renderer.render('/ignores', undefined);
      await vi.advanceTimersByTimeAsync(300);
      expect(await ignoring).toBeNull();

      // Five graces later it has not stopped, but it has spent no CPU: it waits, as a render that
      // waits for a core in a burst does, and is not ended for that.
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();

      expect((await renderer.render('/thread', undefined))?.html).toBe(thread);
    } finally {
      vi.useRealTimers();
      await renderer.close();
    }
  });
});

// What Vite writes: the entry script and the preloads of the chunks it imports.
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>福利商城</title>
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-react-Cd34.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('a route the server renders', () => {
  let mall: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    mall = buildApp({
      db: unusedDb,
      storefrontDir: dir,
      imagesDir: null,
      storefrontServerEntry: join(dir, 'entry-server.js'),
      renderNiceness: TIMED_NICENESS,
    });
    mall.get('/buyer/echo', async () => ({ success: true, result: 'rendered' }));
    await mall.ready();
  });

  afterAll(async () => {
    await mall?.close();
  });

  it('comes as index.html with the page inside, its styles and data, and the app started after the first paint', async () => {
    for (const url of ['/', '/goodsDetail?skuId=1001']) {
      const response = await mall.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<div id="root" data-ssr=""><p>rendered</p></div>');
      expect(html).toContain('<style>p{}</style></head>');
      expect(html).toContain('<script>window.__MALL_SWR__={}</script>');
      // The entry starts from the end of the body, a frame after the page has painted, after the
      // chunks it imports, each run in a task of its own.
      expect(html).not.toContain('<script type="module" crossorigin src=');
      expect(html).not.toContain('<link rel="modulepreload"');
      const boot = /<script type="module">(.*?)<\/script>\s*<\/body>/s.exec(html)?.[1] ?? '';
      expect(boot).toContain('const c=["/assets/vendor-react-Cd34.js","/assets/index-Ab12.js"];');
      expect(boot).toMatch(/^const c=.*;requestAnimationFrame\(\(\)=>setTimeout\(/);
      expect(boot).toContain('for(const u of c){await import(u);await new Promise((r)=>setTimeout(r))}');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">');
    }
  });

  it("is kept by no cache, the browser's or a shared one, and framed by no page", async () => {
    for (const [url, cookie] of [
      ['/cart', 'mall-render=x'],
      ['/', 'mall-render=x'],
      ['/', undefined],
    ] as const) {
      const response = await mall.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.body, url).toContain('data-ssr');
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('is compressed as the browser accepts, and varies by the cookie it was rendered for', async () => {
    const brotli = await mall.inject({
      method: 'GET',
      url: '/cart',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding, cookie');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<p>rendered</p>');
    const gzip = await mall.inject({ method: 'GET', url: '/cart', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>rendered</p>');
  });

  it('is the plain index.html when the entry leaves the page to the browser', async () => {
    const response = await mall.inject({ method: 'GET', url: '/none' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('shows a keyword holding replacement patterns as it was typed, in the page and in its data', async () => {
    const keyword = "$` $' $& $1";
    const response = await mall.inject({
      method: 'GET',
      url: `/goodsList?keyword=${encodeURIComponent(keyword)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" data-ssr=""><p>${keyword}</p></div>`);
    expect(response.body).toContain(
      `<script>window.__MALL_SWR__=${JSON.stringify({ keyword })}</script><script`,
    );
  });

  it('answers a keyword of thousands of $` with a page of ordinary size', async () => {
    for (const times of [2_000, 6_000]) {
      const response = await mall.inject({ method: 'GET', url: `/goodsList?keyword=${'$`'.repeat(times)}` });
      expect(response.statusCode, `${times}`).toBe(200);
      expect(response.body.length, `${times}`).toBeLessThan(INDEX_HTML.length + 4 * MAX_RENDERED_URL_LENGTH);
    }
  });

  it('leaves a page whose address is longer than the renderer takes to the browser', async () => {
    const url = `/goodsList?keyword=${'a'.repeat(MAX_RENDERED_URL_LENGTH)}`;
    const response = await mall.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    const justShort = `/goodsList?keyword=${'a'.repeat(MAX_RENDERED_URL_LENGTH - '/goodsList?keyword='.length)}`;
    expect((await mall.inject({ method: 'GET', url: justShort })).body).toContain('data-ssr');
  });

  it("is never a HEAD request's answer or an API path's", async () => {
    const head = await mall.inject({ method: 'HEAD', url: '/goodsDetail' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(INDEX_HTML)));
    expect((await mall.inject({ method: 'GET', url: '/buyer/missing' })).statusCode).toBe(404);
  });
});
