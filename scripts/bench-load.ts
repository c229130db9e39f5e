// The load part of `npm run bench`: requests per second and latency at 50 connections (autocannon,
// bounded runs on 127.0.0.1) for what a festival rush asks most (issue 24): the home page's data as a
// guest and as a member, a guest's server-rendered `/`, the goods search, the goods detail and
// commit + pay, against the real server (packages/server/src/main.ts in a child process), once on a
// fresh PGlite data directory and once on a throw-away PostgreSQL 15 when it is installed. The
// denominator of each ratio is a bare Fastify route (scripts/bench-bare-fastify.ts, a child process
// too) measured in the same rounds: the machine is shared, so each round measures the bare route and
// then every route, and a figure is the median of the rounds. Every non-2xx answer and every
// connection error is counted and shown; a run with any is flagged and makes the bench exit non-zero.
//
// Commit + pay chains three requests (cart add, commitOrder, orderSettlePay with the order number
// commitOrder answered): autocannon's `requests` with `onResponse`/`setupRequest` carry the number
// from one to the next, and `setupClient` gives each of the 50 connections its own member (their own
// requests), so no two connections ever fight over one member's cart or balance.
//
// Runs alone: `npx tsx scripts/bench-load.ts` (BENCH_PORT, default 8383: the mall's server listens
// on BENCH_PORT + 10 and the bare route on BENCH_PORT + 11; BENCH_LOAD_SECONDS per measurement,
// default 5; BENCH_LOAD_ROUNDS, default 3; BENCH_LOAD_ENGINES=pglite or postgres for one engine).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '@mall/schemas';
import type { Db } from '../packages/server/src/db/db.ts';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { openPostgresDb } from '../packages/server/src/db/postgres-db.ts';
import { STOREFRONT_SERVER_ENTRY } from '../packages/server/src/paths.ts';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { BUYER_PAY_PASSWORD, type Buyer } from '../packages/server/src/testing/buyers.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import { hasPostgres15, startThrowAwayPostgres } from '../packages/server/src/testing/postgres-server.ts';
import searchTerms from '../fixtures/seed/search-terms.json' with { type: 'json' };
import { ROOT } from './bundle-manifest.ts';
import {
  BENCH_SKU,
  machineLoad,
  prepareBenchDb,
  startMallServer,
  stopProcess,
  type ServerData,
} from './bench-server.ts';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 8383);
const SERVER_PORT = BASE_PORT + 10;
const BARE_PORT = BASE_PORT + 11;
const CONNECTIONS = 50;
/** Seconds each route is measured, after a warm-up of WARM_SECONDS. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const WARM_SECONDS = 2;
/** Rounds of the bare route and every route; each figure is the median of its rounds. */
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);
const SEARCH_KEYWORDS = 50;

/** What one route answered under load. */
interface LoadFigure {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  note?: string;
}

type RequestSequence = (buyer: Buyer) => autocannon.Request[];

/** Waits until `url` answers 2xx, for a child server just spawned. */
async function waitForAnswer(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 30 s`);
}

/**
 * Runs autocannon for `seconds` at `connections` connections: each connection loops over the
 * requests `sequence` makes for its own member (the buyers, one each).
 */
function cannon(
  url: string,
  buyers: readonly Buyer[],
  sequence: RequestSequence,
  seconds: number,
  connections = CONNECTIONS,
) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    setupClient: (client) => client.setRequests(sequence(buyers[next++ % buyers.length]!)),
  });
}

/** A route to measure: what each connection asks for, and what is printed beside its figures. */
interface LoadRoute {
  label: string;
  url: string;
  sequence: RequestSequence;
  /** Called after each measured run with its seconds: a note for the table (orders paid/s). */
  noteOf?: (seconds: number) => string;
  /** Counted from here to the end of the run (orders paid); reset before each measured run. */
  resetCount?: () => void;
}

/** One measured run of a route: SECONDS after WARM_SECONDS of the same load (first round only). */
async function runRoute(route: LoadRoute, buyers: readonly Buyer[], warm: boolean): Promise<LoadFigure> {
  if (warm) await cannon(route.url, buyers, route.sequence, WARM_SECONDS);
  route.resetCount?.();
  const result = await cannon(route.url, buyers, route.sequence, SECONDS);
  return {
    label: route.label,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(route.noteOf ? { note: route.noteOf(SECONDS) } : {}),
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median run of a route's rounds (by requests per second), with every round's faults summed. */
function medianFigure(runs: readonly LoadFigure[]): LoadFigure {
  const middle = [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
  return {
    ...middle,
    rps: median(runs.map((run) => run.rps)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/** Fails the bench when a route does not answer a user's request as it should before the load. */
async function probe(url: string, init: RequestInit, check: (result: unknown) => boolean, what: string) {
  const response = await fetch(url, init);
  const answer = (await response.json()) as { success?: boolean; result?: unknown };
  if (!response.ok || answer.success === false || !check(answer.result)) {
    throw new Error(`${what} did not answer as it should before the load run: ${JSON.stringify(answer)}`);
  }
}

const get = (path: string, buyer: Buyer): autocannon.Request => ({
  method: 'GET',
  path,
  headers: { accessToken: buyer.token },
});

/**
 * The routes of the load run against the mall at `base` (and the bare app at `bareBase` for the bytes of
 * a page), checked to answer as they should.
 */
async function mallRoutes(base: string, bareBase: string, buyers: readonly Buyer[]): Promise<LoadRoute[]> {
  const first = buyers[0]!;
  const asMember = { headers: { accessToken: first.token } };
  const homePage = `${API_PATHS.pageIndex}?pageClientType=PC&platform=HSHSC&pageType=INDEX`;
  const publicPage = `${API_PATHS.pagePublic}?pageClientType=PC&platform=HSHSC`;
  await probe(`${base}${homePage}`, asMember, (page) => page !== null, 'the home page data');
  await probe(`${base}${publicPage}`, {}, (page) => page !== null, "a guest's home page data");
  const keywords = (searchTerms as Array<{ term: string }>).slice(0, SEARCH_KEYWORDS).map((t) => t.term);
  const searchPath = (keyword: string) =>
    `${API_PATHS.goodsSearch}?${new URLSearchParams({ keyword, pageSize: '20' })}`;
  await probe(
    `${base}${searchPath(keywords[0]!)}`,
    asMember,
    (found) => (found as { total: number }).total > 0,
    'the goods search',
  );
  // The call the storefront's goods detail page makes (it records the member's footprint too).
  const detailPath = API_PATHS.skuDetailPreview(BENCH_SKU, '1');
  await probe(`${base}${detailPath}`, asMember, (detail) => detail !== null, 'the goods detail');

  const password = encryptPassword(BUYER_PAY_PASSWORD, readPasswordKey());
  let ordersPaid = 0;
  const orderOf = (buyer: Buyer): autocannon.Request[] => [
    {
      method: 'POST',
      path: API_PATHS.cart,
      headers: { accessToken: buyer.token, 'content-type': 'application/x-www-form-urlencoded' },
      body: `skuId=${BENCH_SKU}&num=1`,
    },
    {
      method: 'POST',
      path: API_PATHS.orderCommit,
      headers: { accessToken: buyer.token, 'content-type': 'application/json' },
      body: JSON.stringify({ addressId: buyer.addressId }),
      onResponse: (status, body, context) => {
        if (status === 200)
          (context as { sn?: string }).sn = (JSON.parse(body) as { result: { sn: string } }).result.sn;
      },
    },
    {
      method: 'POST',
      path: API_PATHS.orderPay,
      headers: { accessToken: buyer.token, 'content-type': 'application/json' },
      // No order number (commitOrder was refused, and counted): start again from the cart add.
      setupRequest: (request, context) => {
        const { sn } = context as { sn?: string };
        return (sn ? { ...request, body: JSON.stringify({ sn, password }) } : null) as autocannon.Request;
      },
      onResponse: (status) => {
        if (status === 200) ordersPaid++;
      },
    },
  ];

  let keywordIndex = 0;
  const routes: LoadRoute[] = [
    { label: 'page data (home, guest)', url: base, sequence: () => [{ method: 'GET', path: publicPage }] },
    { label: 'page data (home, member)', url: base, sequence: (buyer) => [get(homePage, buyer)] },
  ];
  // A guest's `/` as the server renders it, from memory after the first (needs the storefront's
  // server build; `npm run build -w @mall/storefront` makes it).
  if (existsSync(STOREFRONT_SERVER_ENTRY)) {
    const html = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    const bytes = Number(html.headers.get('content-length'));
    if (!html.ok || !(await html.text()).includes('__MALL_SWR__')) {
      throw new Error("a guest's / did not answer a server-rendered page before the load run");
    }
    routes.push(
      {
        label: `guest's / (HTML, ${(bytes / 1024).toFixed(1)} kB br)`,
        url: base,
        sequence: () => [{ method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } }],
      },
      // What sending that many bytes costs here, whatever makes them: the page's other denominator.
      {
        label: `bare Fastify, the same bytes`,
        url: bareBase,
        sequence: () => [{ method: 'GET', path: `/bytes/${bytes}` }],
      },
    );
  }
  routes.push(
    {
      label: `goods search (${keywords.length} keywords)`,
      url: base,
      sequence: (buyer) => [
        {
          ...get(searchPath(keywords[0]!), buyer),
          setupRequest: (request) => ({
            ...request,
            path: searchPath(keywords[keywordIndex++ % keywords.length]!),
          }),
        },
      ],
    },
    { label: `goods detail (SKU ${BENCH_SKU})`, url: base, sequence: (buyer) => [get(detailPath, buyer)] },
    {
      label: 'commit+pay (cart, commit, pay)',
      url: base,
      sequence: orderOf,
      resetCount: () => (ordersPaid = 0),
      noteOf: (seconds) => `${(ordersPaid / seconds).toFixed(1)} orders paid/s`,
    },
  );
  return routes;
}

/** An engine of the run: how to open its database here and how the server reaches it. */
interface Engine {
  open: () => Promise<Db>;
  data: ServerData;
}

/** Measures the bare route and every route of the mall on `engine`, in ROUNDS rounds. */
async function measureEngine(engine: Engine): Promise<LoadFigure[]> {
  const db = await engine.open();
  let buyers: Buyer[];
  try {
    buyers = await prepareBenchDb(db, {
      buyers: CONNECTIONS,
      points: 10_000_000,
      skuIds: [BENCH_SKU],
      stock: 1_000_000,
    });
  } finally {
    await db.close();
  }
  const server = await startMallServer(SERVER_PORT, engine.data);
  try {
    const routes = [
      {
        label: 'bare Fastify GET /ping',
        url: `http://127.0.0.1:${BARE_PORT}`,
        sequence: () => [{ method: 'GET' as const, path: '/ping' }],
      },
      ...(await mallRoutes(`http://127.0.0.1:${SERVER_PORT}`, `http://127.0.0.1:${BARE_PORT}`, buyers)),
    ];
    const runs = routes.map((): LoadFigure[] => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, route] of routes.entries())
        runs[index]!.push(await runRoute(route, buyers, round === 0));
    }
    return runs.map(medianFigure);
  } finally {
    await stopProcess(server);
  }
}

/** Measures every route on each engine and prints a table for each. */
export async function measureLoad(): Promise<void> {
  const only = process.env.BENCH_LOAD_ENGINES;
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-fastify.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForAnswer(`http://127.0.0.1:${BARE_PORT}/ping`);
    if (!only || only === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-load-'));
      const figures = await measureEngine({
        open: () => openPGliteDb(dataDir),
        data: { dataDir },
      }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
      printFigures('PGlite (embedded, one process)', figures);
    }
    if (!only || only === 'postgres') {
      if (!hasPostgres15()) {
        console.log('\nLoad on PostgreSQL 15: not installed here (apt-get install -y postgresql)');
        return;
      }
      const postgres = await startThrowAwayPostgres();
      try {
        const figures = await measureEngine({
          open: () => openPostgresDb({ connectionString: postgres.url }),
          data: { databaseUrl: postgres.url },
        });
        printFigures('PostgreSQL 15 (one process)', figures);
      } finally {
        postgres.stop();
      }
    }
  } finally {
    await stopProcess(bare);
  }
}

function printFigures(engine: string, figures: readonly LoadFigure[]) {
  const bareRps = figures[0]!.rps;
  console.log(
    `\nLoad on ${engine} (autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s, ` +
      `each round the bare route then every route, after ${WARM_SECONDS} s of warm-up; 127.0.0.1; the server ` +
      `and the bare route each in their own Node process, on a fresh database, each connection its own ` +
      `member; latency per request; ${machineLoad()} at the end):`,
  );
  console.log(
    `  ${'route'.padEnd(36)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
      `${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'x bare'.padStart(7)}`,
  );
  let failed = 0;
  for (const f of figures) {
    const flawed = f.non2xx + f.errors > 0;
    if (flawed) failed++;
    console.log(
      `  ${f.label.padEnd(36)} ${f.rps.toFixed(1).padStart(9)} ${String(f.p50).padStart(7)} ` +
        `${String(f.p99).padStart(7)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)} ` +
        `${(f.rps / bareRps).toFixed(3).padStart(7)}` +
        `${f.note ? `  ${f.note}` : ''}${flawed ? '  <- NOT A GOOD FIGURE: the run had errors' : ''}`,
    );
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('bench-load.ts')) await measureLoad();
