// The load part of `npm run bench`: requests per second and latency at 50 connections (autocannon,
// bounded runs on 127.0.0.1) for the home page's page data, the goods search, the goods detail and
// commit + pay, against the real server (packages/server/src/main.ts in a child process on a fresh
// PGlite data directory), and for a bare Fastify route (scripts/bench-bare-fastify.ts, a child process
// too) in the same run: the denominator of each ratio. Every non-2xx answer and every connection
// error is counted and shown; a run with any is flagged and makes the bench exit non-zero.
//
// Commit + pay chains three requests (cart add, commitOrder, orderSettlePay with the order number
// commitOrder answered): autocannon's `requests` with `onResponse`/`setupRequest` carry the number
// from one to the next, and `setupClient` gives each of the 50 connections its own member (their own
// requests), so no two connections ever fight over one member's cart or balance.
//
// Runs alone: `npx tsx scripts/bench-load.ts` (BENCH_PORT, default 8383: the mall's server listens
// on BENCH_PORT + 10 and the bare route on BENCH_PORT + 11).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS } from '@mall/schemas';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { BUYER_PAY_PASSWORD, type Buyer } from '../packages/server/src/testing/buyers.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import searchTerms from '../fixtures/seed/search-terms.json' with { type: 'json' };
import { ROOT } from './bundle-manifest.ts';
import { BENCH_SKU, machineLoad, prepareBenchDb, startMallServer, stopProcess } from './bench-server.ts';

const BASE_PORT = Number(process.env.BENCH_PORT ?? 8383);
const SERVER_PORT = BASE_PORT + 10;
const BARE_PORT = BASE_PORT + 11;
const CONNECTIONS = 50;
/** Seconds each route is measured, after a warm-up of WARM_SECONDS. */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_SECONDS = 2;
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
 * Runs autocannon for `seconds` at CONNECTIONS connections: each connection loops over the requests
 * `sequence` makes for its own member (the buyers, one each).
 */
function cannon(url: string, buyers: readonly Buyer[], sequence: RequestSequence, seconds: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => client.setRequests(sequence(buyers[next++ % buyers.length]!)),
  });
}

/** Measures one route for SECONDS, after WARM_SECONDS of the same load. */
async function measureRoute(
  label: string,
  url: string,
  buyers: readonly Buyer[],
  sequence: RequestSequence,
): Promise<LoadFigure> {
  await cannon(url, buyers, sequence, WARM_SECONDS);
  const result = await cannon(url, buyers, sequence, SECONDS);
  return {
    label,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
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

/** Measures every route and prints the table. */
export async function measureLoad(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-load-'));
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-fastify.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let server: Awaited<ReturnType<typeof startMallServer>> | undefined;
  try {
    const db = await openPGliteDb(dataDir);
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
    server = await startMallServer(SERVER_PORT, { dataDir });
    await waitForAnswer(`http://127.0.0.1:${BARE_PORT}/ping`);
    const base = `http://127.0.0.1:${SERVER_PORT}`;
    const first = buyers[0]!;
    const asMember = { headers: { accessToken: first.token } };

    const homePage = `${API_PATHS.pageIndex}?pageClientType=PC&platform=HSHSC&pageType=INDEX`;
    await probe(`${base}${homePage}`, asMember, (page) => page !== null, 'the home page data');
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
    const figures: LoadFigure[] = [];
    figures.push(
      await measureRoute('bare Fastify GET /ping', `http://127.0.0.1:${BARE_PORT}`, buyers, () => [
        { method: 'GET', path: '/ping' },
      ]),
    );
    figures.push(
      await measureRoute('page data (home, member)', base, buyers, (buyer) => [get(homePage, buyer)]),
    );
    figures.push(
      await measureRoute(`goods search (${keywords.length} keywords)`, base, buyers, (buyer) => [
        {
          ...get(searchPath(keywords[0]!), buyer),
          setupRequest: (request) => ({
            ...request,
            path: searchPath(keywords[keywordIndex++ % keywords.length]!),
          }),
        },
      ]),
    );
    figures.push(
      await measureRoute(`goods detail (SKU ${BENCH_SKU})`, base, buyers, (buyer) => [
        get(detailPath, buyer),
      ]),
    );
    const paidBefore = ordersPaid;
    const commitPay = await measureRoute('commit+pay (cart, commit, pay)', base, buyers, orderOf);
    // The warm-up's orders are not counted: only those paid during the measured seconds.
    commitPay.note = `${((ordersPaid - paidBefore) / SECONDS).toFixed(1)} orders paid/s`;
    figures.push(commitPay);
    printFigures(figures);
  } finally {
    if (server) await stopProcess(server);
    await stopProcess(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printFigures(figures: readonly LoadFigure[]) {
  const bareRps = figures[0]!.rps;
  console.log(
    `\nLoad (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARM_SECONDS} s of warm-up, ` +
      `127.0.0.1; the server and the bare route each in their own Node process, the mall on a fresh PGlite ` +
      `data directory, each connection its own member; latency per request; ${machineLoad()} at the end):`,
  );
  console.log(
    `  ${'route'.padEnd(32)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
      `${'non-2xx'.padStart(8)} ${'errors'.padStart(7)} ${'x bare'.padStart(7)}`,
  );
  let failed = 0;
  for (const f of figures) {
    const flawed = f.non2xx + f.errors > 0;
    if (flawed) failed++;
    console.log(
      `  ${f.label.padEnd(32)} ${f.rps.toFixed(1).padStart(9)} ${String(f.p50).padStart(7)} ` +
        `${String(f.p99).padStart(7)} ${String(f.non2xx).padStart(8)} ${String(f.errors).padStart(7)} ` +
        `${(f.rps / bareRps).toFixed(3).padStart(7)}` +
        `${f.note ? `  ${f.note}` : ''}${flawed ? '  <- NOT A GOOD FIGURE: the run had errors' : ''}`,
    );
  }
  if (failed) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('bench-load.ts')) await measureLoad();
