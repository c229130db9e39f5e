// Server rendering under load: members' home pages (`GET /` with each member's `mall-render` cookie,
// as the storefront writes it) at 16 connections (autocannon, bounded runs on 127.0.0.1), against the
// real server (packages/server/src/main.ts in a child process on a fresh PGlite data directory)
// started with 1 render worker and then with 2 (MALL_RENDER_WORKERS). A page the server did not
// render in time is the plain index.html, which the browser then renders: counted as a fallback (a
// rendered page carries its data, `window.__MALL_SWR__`). Pages/s counts rendered pages only, so a
// run that leaves pages to the browser is not flattered by their quick answers. A page left to the
// browser at once answers in a millisecond and its connection asks again, so a run with many is not
// the pool's throughput: each pool size is measured at 8 connections as well, which one worker's
// queue holds (page-render.ts: queueLimit).
//
// Runs alone: `npx tsx scripts/bench-render.ts` (BENCH_RENDER_PORT, default 8413; BENCH_RENDER_SECONDS,
// default 10). Needs the storefront's build with its server entry (`npm run build -w @mall/storefront`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '@mall/schemas';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { RENDER_NICENESS } from '../packages/server/src/http/page-render.ts';
import { STOREFRONT_SERVER_ENTRY } from '../packages/server/src/paths.ts';
import type { Buyer } from '../packages/server/src/testing/buyers.ts';
import {
  BENCH_SKU,
  machineLoad,
  memberRenderCookie,
  prepareBenchDb,
  startMallServer,
  stopProcess,
} from './bench-server.ts';

const PORT = Number(process.env.BENCH_RENDER_PORT ?? 8413);
/** Connections of the figure that counts, then of the run that one worker's queue holds. */
const CONNECTION_COUNTS = [16, 8] as const;
const BUYERS = Math.max(...CONNECTION_COUNTS);
/** Seconds each pool size is measured, after WARM_SECONDS of the same load. */
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 10);
const WARM_SECONDS = 3;
/**
 * The pool's own timeout (page-render.ts), and a little more: renders the warm-up's connections left
 * behind are still queued or running on the server for up to this long after the client went, and
 * would crowd the measured run's first seconds.
 */
const DRAIN_MS = 3_500;
/** Render worker counts measured, the first the ratio's denominator. */
const WORKER_COUNTS = [1, 2] as const;
/** What a page the server rendered carries, and index.html alone does not. */
const RENDERED_MARK = 'window.__MALL_SWR__';

/** Members' pages at one pool size. */
export interface RenderFigure {
  workers: number;
  connections: number;
  /** Rendered pages per second (fallbacks not counted). */
  pagesPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were the plain index.html: the server gave the page up to the browser. */
  fallbacks: number;
  non2xx: number;
  errors: number;
}

/** The cookie the storefront writes for a member (state/render-cookie.ts). */
const renderCookieOf = (buyer: Buyer) => memberRenderCookie(buyer.token, 'ent-acme');

/** One autocannon run: each connection asks for `/` as its own member. */
function cannon(base: string, buyers: readonly Buyer[], connections: number, seconds: number) {
  let next = 0;
  const counts = { rendered: 0, fallbacks: 0 };
  const run = autocannon({
    url: base,
    connections,
    duration: seconds,
    setupClient: (client) => {
      const buyer = buyers[next++ % buyers.length]!;
      client.setRequests([
        {
          method: 'GET',
          path: '/',
          headers: { cookie: renderCookieOf(buyer) },
          onResponse: (status, body) => {
            if (status !== 200) return;
            if (body.includes(RENDERED_MARK)) counts.rendered++;
            else counts.fallbacks++;
          },
        },
      ]);
    },
  });
  return run.then((result) => ({ result, counts }));
}

/**
 * What a member browsing the mall asks the API, one connection per member: the home page's data, a
 * search and a goods detail (which writes the member's footprint).
 */
function apiCannon(base: string, buyers: readonly Buyer[], connections: number, seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    setupClient: (client) => {
      const { token } = buyers[next++ % buyers.length]!;
      const get = (path: string) => ({ method: 'GET' as const, path, headers: { accessToken: token } });
      client.setRequests([
        get(`${API_PATHS.pageIndex}?pageClientType=PC&platform=HSHSC&pageType=INDEX`),
        get(`${API_PATHS.goodsSearch}?keyword=${encodeURIComponent('大米')}&pageSize=20`),
        get(API_PATHS.skuDetailPreview(BENCH_SKU, '1')),
      ]);
    },
  });
}

/** The API alone, and the same API while a burst of members' pages is rendered (issue 24 item 1). */
export interface BesideFigure {
  workers: number;
  /** The render threads' nice value (MALL_RENDER_NICENESS): 0 is the API's own. */
  niceness: number;
  connections: number;
  aloneRps: number;
  aloneP99: number;
  besideRps: number;
  besideP99: number;
  /** The pages rendered meanwhile, per second, and those left to the browser. */
  pagesPerSecond: number;
  fallbacks: number;
  non2xx: number;
}

/** Fails the bench when a member's `/` is not rendered by the server before the load. */
async function probe(base: string, buyer: Buyer): Promise<void> {
  // The first renders of a fresh worker compile the page code: give it a few tries.
  for (let attempt = 0; attempt < 20; attempt++) {
    const html = await (await fetch(`${base}/`, { headers: { cookie: renderCookieOf(buyer) } })).text();
    if (html.includes(RENDERED_MARK)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("a member's / was never rendered by the server before the load run");
}

/** Starts the server with `workers` render workers and measures members' pages on it. */
async function measureWorkers(
  dataDir: string,
  buyers: readonly Buyer[],
  workers: number,
): Promise<RenderFigure[]> {
  let server: Awaited<ReturnType<typeof startMallServer>> | undefined;
  try {
    server = await startMallServer(PORT, { dataDir }, { MALL_RENDER_WORKERS: String(workers) });
    const base = `http://127.0.0.1:${PORT}`;
    await probe(base, buyers[0]!);
    const figures: RenderFigure[] = [];
    for (const connections of CONNECTION_COUNTS) {
      await cannon(base, buyers, connections, WARM_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      const { result, counts } = await cannon(base, buyers, connections, SECONDS);
      await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
      figures.push({
        workers,
        connections,
        pagesPerSecond: counts.rendered / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        fallbacks: counts.fallbacks,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }
    return figures;
  } finally {
    if (server) await stopProcess(server);
  }
}

/** The API at CONNECTION_COUNTS[0] connections, alone and then beside as many asking for members' `/`. */
async function measureApiBesidePages(
  dataDir: string,
  buyers: readonly Buyer[],
  workers: number,
  niceness: number,
): Promise<BesideFigure> {
  const connections = CONNECTION_COUNTS[0];
  let server: Awaited<ReturnType<typeof startMallServer>> | undefined;
  try {
    server = await startMallServer(
      PORT,
      { dataDir },
      { MALL_RENDER_WORKERS: String(workers), MALL_RENDER_NICENESS: String(niceness) },
    );
    const base = `http://127.0.0.1:${PORT}`;
    await probe(base, buyers[0]!);
    await apiCannon(base, buyers, connections, WARM_SECONDS);
    const alone = await apiCannon(base, buyers, connections, SECONDS);
    await cannon(base, buyers, connections, WARM_SECONDS);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    const [beside, pages] = await Promise.all([
      apiCannon(base, buyers, connections, SECONDS),
      cannon(base, buyers, connections, SECONDS),
    ]);
    return {
      workers,
      niceness,
      connections,
      aloneRps: alone.requests.average,
      aloneP99: alone.latency.p99,
      besideRps: beside.requests.average,
      besideP99: beside.latency.p99,
      pagesPerSecond: pages.counts.rendered / pages.result.duration,
      fallbacks: pages.counts.fallbacks,
      non2xx: alone.non2xx + beside.non2xx + pages.result.non2xx,
    };
  } finally {
    if (server) await stopProcess(server);
  }
}

/**
 * Measures members' pages with 1 and 2 render workers, at 16 and at 8 connections, prints the table
 * and the ratios, answers the figures.
 */
export async function measureRender(): Promise<RenderFigure[]> {
  if (!existsSync(STOREFRONT_SERVER_ENTRY))
    throw new Error(
      `no storefront server build at ${STOREFRONT_SERVER_ENTRY}: npm run build -w @mall/storefront`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-render-'));
  try {
    const db = await openPGliteDb(dataDir);
    let buyers: Buyer[];
    try {
      buyers = await prepareBenchDb(db, {
        buyers: BUYERS,
        points: 10_000,
        skuIds: [BENCH_SKU],
        stock: 1_000,
      });
    } finally {
      await db.close();
    }
    const figures: RenderFigure[] = [];
    for (const workers of WORKER_COUNTS) figures.push(...(await measureWorkers(dataDir, buyers, workers)));
    printFigures(figures);
    // The render threads as the server runs them, and (for what that buys) at the API's own priority.
    for (const niceness of [RENDER_NICENESS, 0])
      printBeside(await measureApiBesidePages(dataDir, buyers, WORKER_COUNTS[1], niceness));
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printFigures(figures: readonly RenderFigure[]) {
  console.log(`\nMembers' / rendered by the server, ${SECONDS} s a run (${machineLoad()}):`);
  console.log('connections | render workers | pages/s | p50 ms | p99 ms | fallbacks | non-2xx | errors');
  for (const figure of figures) {
    console.log(
      [
        String(figure.connections).padStart(11),
        String(figure.workers).padStart(14),
        figure.pagesPerSecond.toFixed(1).padStart(7),
        String(figure.p50).padStart(6),
        String(figure.p99).padStart(6),
        String(figure.fallbacks).padStart(9),
        String(figure.non2xx).padStart(7),
        String(figure.errors).padStart(6),
      ].join(' | '),
    );
  }
  for (const connections of CONNECTION_COUNTS) {
    const at = (workers: number) =>
      figures.find((figure) => figure.connections === connections && figure.workers === workers);
    const one = at(WORKER_COUNTS[0]);
    const two = at(WORKER_COUNTS[1]);
    if (one && two && one.pagesPerSecond > 0)
      console.log(
        `2 workers / 1 worker at ${connections} connections: ${(two.pagesPerSecond / one.pagesPerSecond).toFixed(2)}`,
      );
  }
}

function printBeside(figure: BesideFigure) {
  console.log(
    `\nThe API (a member's page data, a search, a goods detail) at ${figure.connections} connections, ` +
      `with ${figure.workers} render workers at nice ${figure.niceness}:\n` +
      `  alone: ${figure.aloneRps.toFixed(0)} req/s, p99 ${figure.aloneP99} ms\n` +
      `  beside ${figure.connections} connections asking for members' /: ${figure.besideRps.toFixed(0)} req/s, ` +
      `p99 ${figure.besideP99} ms (${figure.pagesPerSecond.toFixed(1)} pages/s rendered, ${figure.fallbacks} left ` +
      `to the browser, ${figure.non2xx} non-2xx)\n` +
      `  beside / alone: ${(figure.besideRps / figure.aloneRps).toFixed(2)} (target: at least 0.80)`,
  );
}

if (process.argv[1]?.endsWith('bench-render.ts')) await measureRender();
