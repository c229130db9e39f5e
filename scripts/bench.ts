// `npm run bench`: the performance figures of the page runtime, measured for real.
//  1. builds the storefront, starts the real server on a fresh embedded database;
//  2. opens `/` in Debian's Chromium and sums the gzip size of the JS it loads before any block code,
//     then the block index (the registry's chunk) and when it arrived against the page data, then
//     each block chunk (component + what only it imports) with its gzip size;
//  3. times `validatePage(fixtures/pages/large.json)` in Node (median of many runs, validators warm);
//  4b. long pages (scripts/bench-long-pages.ts): large.json and a published 1,000-block page, scrolled
//     through at 1280x720: first screen, every block rendered, placeholders stuck in view, the longest
//     task, and the main thread's busy share when left alone;
//  5. times the goods search over HTTP: 50 keywords of the seeded search terms, each asked several
//     times as a member (p50 and p99 of all answers), and sizes the goods-list and detail route chunks;
//  4. times rendering that page in Chromium, from the page-data answer: the first screen, and the
//     whole page (a viewport taller than the page, so every block renders at once);
//  6. orders per second for commit + pay on PGlite and PostgreSQL 15 (scripts/bench-orders.ts);
//  7. load at 50 connections on PGlite and PostgreSQL 15: page data as a guest and as a member, a
//     guest's server-rendered /, goods search, goods detail, commit + pay, each against a bare Fastify
//     route measured in the same rounds (scripts/bench-load.ts);
//  7b. the festival rush: 1,000 employees of two enterprises arriving over 60 s, each logging in and
//     buying a flash-sale goods, on PGlite, PostgreSQL 15 and PostgreSQL 15 with two processes, with
//     every step's p50 and p99 and the reconciliation (scripts/bench-rush.ts);
//  8. crashes: SIGKILL of the server during commit + pay, restarted, reconciled, on PGlite and
//     PostgreSQL 15 (scripts/bench-crash.ts);
//  9. the page studio: its JS, edit -> preview repaint on a 100-block page, publish latency
//     (scripts/bench-studio.ts);
// 10. Lighthouse on /, /goodsList, /goodsDetail and /cart (scripts/lighthouse.ts), figures and budgets.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  loadValidators,
  mallSchemaCatalog as catalog,
  validatePage,
  validatePageWith,
} from '../packages/runtime/src/validate/index.ts';
import { measureOrders } from './bench-orders.ts';
import { measureLoad } from './bench-load.ts';
import { measureRush } from './bench-rush.ts';
import { measureCrashes } from './bench-crash.ts';
import { measureStudio } from './bench-studio.ts';
import { measureLongPages } from './bench-long-pages.ts';
import { startMallServer, stopProcess } from './bench-server.ts';
import { measureLighthouse } from './lighthouse.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { logInDemoMember } from './demo-member.ts';
import searchTerms from '../fixtures/seed/search-terms.json' with { type: 'json' };
import {
  BLOCK_INDEX_SOURCE,
  BLOCK_SOURCE,
  closure,
  initialFilesOfHome,
  gzipSize,
  kb,
  readManifest,
  ROOT,
  VALIDATOR_SOURCE,
} from './bundle-manifest.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8383);
const BASE = `http://127.0.0.1:${PORT}`;
const LARGE_PAGE_ID = 'page-large';
const RENDER_RUNS = 9;
const VALIDATE_RUNS = 200;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---------------------------------------------------------------------------------------------
// Build and serve

function build() {
  console.log('Building the storefront and the studio...');
  execFileSync('npm', ['run', 'build', '-w', '@mall/storefront'], { cwd: ROOT, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build', '-w', '@mall/studio'], { cwd: ROOT, stdio: 'ignore' });
}

// ---------------------------------------------------------------------------------------------
// Sizes

async function measureSizes(browser: Browser) {
  const manifest = readManifest();
  const entries = Object.entries(manifest);
  const blockKeys = entries
    .filter(([, c]) => c.isDynamicEntry && BLOCK_SOURCE.test(c.src ?? ''))
    .map(([k]) => k);
  const blockFiles = new Set(blockKeys.map((k) => manifest[k]!.file));

  const page = await browser.newPage();
  const loaded: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) loaded.push(path.replace(/^\//, ''));
  });
  // When each request finished, in ms after the navigation started.
  const finished = new Map<string, number>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    finished.set(pathname.replace(/^\//, ''), request.timing().responseEnd + request.timing().startTime);
  });
  const started = Date.now();
  await page.goto(`${BASE}/`);
  await page.waitForFunction(
    () => document.querySelector('[data-block-key]') && !document.querySelector('[aria-busy="true"]'),
  );
  await page.close();

  // What `/` needs before any block can start: the entry and every route or shell chunk it loaded
  // (not a block, not a validator), each with its static imports. Anything else it loaded is block code.
  const loadedSet = new Set(loaded);
  const appKeys = entries
    .filter(
      ([, c]) =>
        c.isEntry ||
        (c.isDynamicEntry &&
          loadedSet.has(c.file) &&
          !BLOCK_SOURCE.test(c.src ?? '') &&
          !BLOCK_INDEX_SOURCE.test(c.src ?? '') &&
          !VALIDATOR_SOURCE.test(c.src ?? '')),
    )
    .map(([k]) => k);
  const initial = [...closure(manifest, appKeys)].filter((f) => loadedSet.has(f));
  const initialSet = new Set(initial);
  const initialGzip = initial.reduce((sum, f) => sum + gzipSize(f), 0);

  console.log(`\nJS that / loads before any block code: ${kb(initialGzip)} gzip (${initial.length} files)`);
  for (const f of initial.sort()) console.log(`  ${f.padEnd(48)} ${kb(gzipSize(f)).padStart(9)}`);

  const index = entries.find(([, c]) => c.isDynamicEntry && BLOCK_INDEX_SOURCE.test(c.src ?? ''))?.[1];
  const pageData = [...finished.keys()].find((path) => path.startsWith('buyer/other/pageData/'));
  if (index) {
    const at = (path: string | undefined) => {
      const end = path === undefined ? undefined : finished.get(path);
      return end === undefined ? 'not seen' : `${Math.round(end - started)} ms`;
    };
    console.log(
      `\nBlock index (the registry: every block type's loaders, skeleton height, sets, schema versions): ` +
        `${kb(gzipSize(index.file))} gzip for ${blockKeys.length} types, ` +
        `finished at ${at(index.file)}; the page data at ${at(pageData)}`,
    );
  }

  console.log(
    '\nBlock chunks, gzip (own chunk; +shared: chunks it needs beyond the initial JS, shared with other blocks):',
  );
  for (const key of blockKeys.sort()) {
    const own = manifest[key]!.file;
    const shared = [...closure(manifest, [key])].filter((f) => f !== own && !initialSet.has(f));
    const sharedGzip = shared.reduce((sum, f) => sum + gzipSize(f), 0);
    const name = key.split('/').pop()!.replace('.tsx', '');
    console.log(`  ${name.padEnd(16)} ${kb(gzipSize(own)).padStart(9)}   +shared ${kb(sharedGzip)}`);
  }
  const validators = entries.filter(([, c]) => VALIDATOR_SOURCE.test(c.src ?? ''));
  const validatorGzip = validators.map(([, c]) => gzipSize(c.file));
  console.log(
    `  validators: ${validators.length} chunks, ${kb(Math.min(...validatorGzip))} to ${kb(Math.max(...validatorGzip))} each, loaded with their block`,
  );
  const loadedBlocks = loaded
    .filter((f) => blockFiles.has(f))
    .map((f) => f.replace(/^assets\/block-|-[\w-]+\.js$/g, ''));
  console.log(
    `\n/ requested ${loadedBlocks.length} of ${blockKeys.length} block chunks: ${loadedBlocks.sort().join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Times

async function measureValidation() {
  const text = readFileSync(join(ROOT, 'fixtures/pages/large.json'), 'utf8');
  const first = await validatePage(text, { catalog });
  const types = [...new Set(first.blocks.map((b) => b.type))];
  const validators = await loadValidators(types, catalog);
  const times: number[] = [];
  for (let i = 0; i < VALIDATE_RUNS + 20; i++) {
    const start = performance.now();
    validatePageWith(text, validators, { catalog });
    if (i >= 20) times.push(performance.now() - start); // the first 20 warm the JIT
  }
  console.log(
    `\nValidate fixtures/pages/large.json (${first.blocks.length} blocks, ${first.diagnostics.length} diagnostics): ` +
      `median ${ms(median(times))} over ${VALIDATE_RUNS} runs (Node ${process.version}, parse + migrate + validate)`,
  );
}

// Records in `window.__mallPageRendered` the first moment blocks are on the page, no skeleton is left and
// no block inside the viewport is still waiting. Plain JS text: tsx would wrap a function passed to
// addInitScript in helpers (`__name`) that do not exist in the page.
const SETTLED_OBSERVER = `
  new MutationObserver(function (_, observer) {
    var waitingInView = Array.prototype.some.call(document.querySelectorAll('[data-block-pending]'), function (el) {
      var box = el.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    if (document.querySelector('[data-block-key]') && !document.querySelector('[aria-busy="true"]') && !waitingInView) {
      window.__mallPageRendered = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
`;

/**
 * Median time, over page loads with a warm HTTP cache, from the page-data answer to the moment every
 * block inside the viewport is rendered (no skeleton left, no block still waiting in view). With a
 * viewport taller than the page, that is the whole page.
 */
async function timeRender(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  // /custom is a member route: the context starts logged in, as the first demo member.
  const session = await logInDemoMember(BASE);
  await context.addInitScript((tokens) => {
    for (const [key, value] of Object.entries(tokens)) window.localStorage.setItem(key, value);
  }, session);
  const times: number[] = [];
  let rendered = 0;
  for (let run = 0; run < RENDER_RUNS + 1; run++) {
    const page = await context.newPage();
    await page.addInitScript({ content: SETTLED_OBSERVER });
    await page.goto(`${BASE}/custom?id=${LARGE_PAGE_ID}`);
    await page.waitForFunction(
      () => (window as unknown as { __mallPageRendered?: number }).__mallPageRendered,
      null,
      {
        timeout: 30_000,
      },
    );
    const result = await page.evaluate(() => {
      const data = performance
        .getEntriesByType('resource')
        .find((e) => e.name.includes('/buyer/other/pageData/')) as PerformanceResourceTiming | undefined;
      const done = (window as unknown as { __mallPageRendered: number }).__mallPageRendered;
      return {
        start: data?.responseEnd ?? 0,
        done,
        blocks: document.querySelectorAll('[data-block-key]').length,
      };
    });
    rendered = result.blocks;
    if (run > 0) times.push(result.done - result.start); // the first run warms the HTTP cache
    await page.close();
  }
  await context.close();
  return { median: median(times), rendered };
}

async function measureRender(browser: Browser) {
  const expected = (
    JSON.parse(readFileSync(join(ROOT, 'fixtures/pages/large.json'), 'utf8')) as { list: unknown[] }
  ).list.length;
  const firstScreen = await timeRender(browser, { width: 1280, height: 720 });
  const whole = await timeRender(browser, { width: 1280, height: 60_000 });
  console.log(
    `Render fixtures/pages/large.json (${expected} blocks) in Chromium, from the page-data answer, median of ${RENDER_RUNS} loads with a warm HTTP cache:\n` +
      `  first screen (1280x720, ${firstScreen.rendered} blocks rendered): ${ms(firstScreen.median)}\n` +
      `  whole page (1280x60000 viewport, ${whole.rendered} blocks rendered; 9 flash-buy blocks are members-only): ${ms(whole.median)}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue

const SEARCH_KEYWORDS = 50;
const SEARCH_ROUNDS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measureSearch() {
  const terms = (searchTerms as Array<{ term: string }>).slice(0, SEARCH_KEYWORDS).map((t) => t.term);
  const { accessToken = '' } = await logInDemoMember(BASE);
  const times: number[] = [];
  let found = 0;
  for (let round = 0; round <= SEARCH_ROUNDS; round++) {
    for (const keyword of terms) {
      const start = performance.now();
      const answer = (await (
        await fetch(`${BASE}/buyer/goods/goods/es?${new URLSearchParams({ keyword, pageSize: '20' })}`, {
          headers: { accessToken },
        })
      ).json()) as { success: boolean; result: { total: number } };
      // Round 0 warms the server's JIT and the database's caches.
      if (round > 0) times.push(performance.now() - start);
      if (!answer.success) throw new Error(`search for ${keyword} failed`);
      if (round === 0) found += answer.result.total;
    }
  }
  const sorted = times.sort((a, b) => a - b);
  const all = (await (
    await fetch(`${BASE}/buyer/goods/goods/es?pageSize=1`, { headers: { accessToken } })
  ).json()) as { result: { total: number } };
  console.log(
    `\nGoods search over HTTP (GET /buyer/goods/goods/es, first page of 20, embedded database, ${all.result.total} goods on sale): ` +
      `${terms.length} keywords x ${SEARCH_ROUNDS} rounds, p50 ${ms(percentile(sorted, 0.5))}, p99 ${ms(percentile(sorted, 0.99))} ` +
      `(${found} goods found in all over the ${terms.length} keywords)`,
  );
}

function measureRouteChunks() {
  const manifest = readManifest();
  const initial = initialFilesOfHome(manifest);
  for (const route of ['goodsList', 'goodsDetail']) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`src/routes/${route}.tsx`));
    if (!key) {
      console.log(`Route chunk of /${route}: not built yet`);
      continue;
    }
    const files = [...closure(manifest, [key])].filter((file) => !initial.has(file));
    console.log(
      `Route chunk of /${route}: ${kb(files.reduce((sum, file) => sum + gzipSize(file), 0))} gzip with what only it needs`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  build();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  const server = await startMallServer(PORT, { dataDir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    console.log(
      `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${await browser.version()}`,
    );
    // `npm run bench -- --studio-only`: the page studio's figures alone; `--long-pages-only` the long pages'.
    if (process.argv.includes('--studio-only')) {
      await measureStudio(BASE, browser);
      return;
    }
    if (process.argv.includes('--long-pages-only')) {
      await measureLongPages(BASE, browser);
      return;
    }
    await measureSizes(browser);
    await measureValidation();
    await measureRender(browser);
    await measureLongPages(BASE, browser);
    await measureSearch();
    measureRouteChunks();
    await measureStudio(BASE, browser);
    await measureOrders();
    await measureLoad();
    await measureRush();
    await measureCrashes();
  } finally {
    await browser.close();
    await stopProcess(server, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Last, on the build made above: the speed budgets (also `npm run lighthouse`, which fails on them).
  if (!(await measureLighthouse({ build: false }))) console.log('Lighthouse: over budget (see above).');
}

await main();
