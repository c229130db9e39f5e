// `npm run trace -- /cart "/goodsList?categoryId=1,11"`: where a page's load spends its time, for the
// Lighthouse budgets (issue 8). Lighthouse gives a score; this gives the parts, without throttling:
//  1. builds the storefront (skip with --no-build) and starts the real server on a fresh database;
//  2. logs the demo member in with two goods in the cart, as `npm run lighthouse` does;
//  3. loads each page in Debian's Chromium at Lighthouse's phone size, from a cold cache, recording a
//     trace, and prints: first contentful paint; each largest-contentful-paint candidate and what it
//     is; every layout shift with what moved; the main thread's long tasks after the first paint with
//     the blocking time they come to under Lighthouse's 4x slower CPU (its TBT, roughly); the API
//     calls and chunks in the order they went out.
// Run it before and after a change, a few times each: on a busy machine the figures move.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ROOT } from './bundle-manifest.ts';
import { startMallServer, stopProcess } from './bench-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { logInDemoMember } from './demo-member.ts';

const PORT = Number(process.env.TRACE_PORT ?? 8624);
const BASE = `http://127.0.0.1:${PORT}`;
/** Lighthouse's simulated CPU is this many times slower than the machine's. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for what it takes over 50 ms (Lighthouse's TBT). */
const BLOCKING_AFTER_MS = 50;
/** How long a page is watched after its navigation. */
const WATCH_MS = 6_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { navigationId?: string } };
}

/** What the page itself reports: paints, largest-paint candidates, layout shifts, resource timings. */
const OBSERVE = `
  window.__trace = { lcp: [], shifts: [] };
  const describe = (node) => {
    if (!node) return '(gone)';
    const text = (node.textContent || '').trim().slice(0, 40);
    const block = node.closest && node.closest('[data-block-type]');
    return node.nodeName.toLowerCase() + (node.getAttribute && node.getAttribute('alt') ? ' alt="' + node.getAttribute('alt') + '"' : '') +
      (text ? ' "' + text + '"' : '') + (block ? ' in block ' + block.getAttribute('data-block-type') : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__trace.lcp.push({ at: e.startTime, size: e.size, what: e.element ? describe(e.element) : e.url });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__trace.shifts.push({ at: e.startTime, value: e.value, moved: e.sources.map((s) =>
        describe(s.node) + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface PageReport {
  fcp: number;
  lcp: { at: number; size: number; what: string }[];
  shifts: { at: number; value: number; moved: string[] }[];
  requests: { name: string; start: number; end: number }[];
}

async function pageReport(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const w = window as unknown as { __trace: Pick<PageReport, 'lcp' | 'shifts'> };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.initiatorType === 'fetch' || r.name.endsWith('.js'))
      .map((r) => ({ name: r.name.replace(location.origin, ''), start: r.startTime, end: r.responseEnd }));
    return { fcp, ...w.__trace, requests };
  });
}

/**
 * The renderer main thread's tasks, in ms from the page's navigation: the trace's clock is not the
 * page's, so both are counted from the navigationStart of the navigation that painted first.
 */
function mainThreadTasks(events: TraceEvent[]): { start: number; ms: number }[] {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  const navigationId = paint?.args?.data?.navigationId;
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && navigationId && e.args?.data?.navigationId === navigationId,
  );
  if (!paint || !navigation) return [];
  const main = events.find(
    (e) => e.pid === paint.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) return [];
  return (
    events
      // RunTask of disabled-by-default-devtools.timeline: the tasks Lighthouse counts.
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
      .map((e) => ({ start: (e.ts - navigation.ts) / 1000, ms: (e.dur ?? 0) / 1000 }))
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (paths.length === 0)
    throw new Error('name the pages: npm run trace -- /cart "/goodsList?categoryId=1,11"');
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build', '-w', '@mall/storefront'], { cwd: ROOT, stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-trace-'));
  const server = await startMallServer(PORT, { dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const storage = await logInDemoMember(BASE, { cartSkus: ['1001', '1009'] });
    const token = storage.accessToken;
    if (!token) throw new Error('the demo member was logged in without an access token');
    for (const path of paths) {
      // Lighthouse's phone: a Moto G Power, 412x823 at 1.75.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(
        ({ entries, origin }) => {
          if (location.origin !== origin) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        { entries: storage, origin: BASE },
      );
      await context.addInitScript(OBSERVE);
      // A visit first, as the member's last one: the storefront copies what it keeps into its render
      // cookie, so the server renders the traced page for them. Then the HTTP cache is emptied.
      const visit = await context.newPage();
      await visit.goto(`${BASE}/ServiceTerms`);
      // The member's own token: `"accessToken":null` holds the word too.
      await visit.waitForFunction((token) => document.cookie.includes(token), token);
      await (await context.newCDPSession(visit)).send('Network.clearBrowserCache');
      await visit.close();
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'loading',
          'blink.user_timing',
        ],
      });
      const navigationStart = Date.now();
      await page.goto(`${BASE}${path}`);
      await page.waitForTimeout(Math.max(0, WATCH_MS - (Date.now() - navigationStart)));
      const report = await pageReport(page);
      const raw = await browser.stopTracing();
      const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
      const tasks = mainThreadTasks(trace.traceEvents);
      const afterPaint = tasks.filter(
        (t) => t.start >= report.fcp && t.ms * CPU_SLOWDOWN > BLOCKING_AFTER_MS,
      );
      const blocking = afterPaint.reduce((sum, t) => sum + t.ms * CPU_SLOWDOWN - BLOCKING_AFTER_MS, 0);

      console.log(`\n${path}: first contentful paint at ${ms(report.fcp)}`);
      for (const candidate of report.lcp) {
        console.log(
          `  largest paint candidate at ${ms(candidate.at)}, ${candidate.size} px²: ${candidate.what}`,
        );
      }
      const cls = report.shifts.reduce((sum, shift) => sum + shift.value, 0);
      console.log(`  layout shifts: ${report.shifts.length}, ${cls.toFixed(3)} in all`);
      for (const shift of report.shifts) {
        console.log(`    at ${ms(shift.at)}, ${shift.value.toFixed(3)}: ${shift.moved.join('; ')}`);
      }
      console.log(
        `  main thread: ${tasks.length} tasks, ${ms(tasks.reduce((sum, t) => sum + t.ms, 0))} busy; after the first paint ${afterPaint.length} would block at ${CPU_SLOWDOWN}x, ${ms(blocking)} in all:`,
      );
      console.log(`    ${afterPaint.map((t) => `${ms(t.start)} +${Math.round(t.ms)}`).join(', ')}`);
      console.log('  requests (start -> end):');
      for (const request of report.requests) {
        console.log(
          `    ${ms(request.start).padStart(8)} -> ${ms(request.end).padStart(8)}  ${request.name}`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
