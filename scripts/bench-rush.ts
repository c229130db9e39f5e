// The festival rush of `npm run bench` (issue 24 item 6): an enterprise opens its benefits at 9:00 and
// its employees arrive in the same minute. RUSH_EMPLOYEES virtual employees (default 1,000) of two
// enterprises arrive evenly over RUSH_SECONDS (default 60); each logs in (picture code, password),
// opens `/` as the server renders it for them, searches, opens the detail of a flash-sale goods, puts
// it in the cart, places the order and pays with points. The flash sale has stock for a third of them,
// so the last two thirds find it sold out: a refusal they are told about, not an error.
//
// Run on PGlite (one process), PostgreSQL 15 with one process, and PostgreSQL 15 with two (WORKERS=2)
// and a streaming replica (DATABASE_READ_URL, pg_basebackup -R), each on a fresh database, against
// the real server (packages/server/src/main.ts in a child process). Printed: journeys paid per
// second, p50 and p99 of every step, errors (any answer but the ones a person is meant to get), pages
// the server left to the browser, and the reconciliation: the flash stock never below zero and
// exactly sold out, every member's points ledger equal to the balance, every order whole (its lines,
// its payment's ledger line) and each paid answer a paid order.
//
// Alone: `npx tsx scripts/bench-rush.ts` (RUSH_ENGINES=pglite,postgres,postgres-2 to choose; BENCH_PORT).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@mall/schemas';
import type { Db } from '../packages/server/src/db/db.ts';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { openPostgresDb } from '../packages/server/src/db/postgres-db.ts';
import { CART_MESSAGES } from '../packages/server/src/services/cart.ts';
import { CHECKOUT_MESSAGES } from '../packages/server/src/services/checkout.ts';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { hashPassword } from '../packages/server/src/services/password-hash.ts';
import { BUYER_PAY_PASSWORD, makeBuyers } from '../packages/server/src/testing/buyers.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import { ledgerMismatches } from '../packages/server/src/testing/ledger-mismatches.ts';
import {
  hasPostgres15,
  startReplicaOf,
  startThrowAwayPostgres,
  type ThrowAwayReplica,
} from '../packages/server/src/testing/postgres-server.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { seedIfEmpty } from '../packages/server/src/db/seed.ts';
import {
  machineLoad,
  memberRenderCookie,
  startMallServer,
  stopProcess,
  type ServerData,
} from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8383) + 20;
const BASE = `http://127.0.0.1:${PORT}`;
const EMPLOYEES = Number(process.env.RUSH_EMPLOYEES ?? 1_000);
const ARRIVAL_SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
/** A goods of the mall's flash sale (market-flash-1, open to every enterprise), at 39 points. */
const FLASH_SKU = '1018';
/** Stock of the flash sale: a third of the employees get one. */
const FLASH_STOCK = Math.round(EMPLOYEES / 3);
const LOGIN_PASSWORD = 'Rush@2026';
const KEYWORDS = ['毛巾', '大米', '洗衣液', '牛奶', '坚果'];
const STEPS = ['login', 'home /', 'search', 'detail', 'cart', 'order', 'pay'] as const;
type Step = (typeof STEPS)[number];

/** An employee made for the rush: a login name, an enterprise, an address. */
interface Employee {
  username: string;
  oneId: string;
  addressId: string;
}

/** What the rush saw of each step, and of the journeys. */
interface RushTally {
  times: Record<Step, number[]>;
  errors: Record<Step, number>;
  /** Journeys that ended with a paid order, and the order numbers the payments answered for. */
  paid: string[];
  /** Journeys told the flash sale was sold out (at the cart or the order). */
  soldOut: number;
  /** Pages of `/` the server left to the browser (no server-rendered data in them). */
  fallbacks: number;
  /** The first few errors, to read. */
  samples: string[];
}

/** Migrates and seeds `db`, sets the flash stock and makes the employees, half of Acme, half of Blue. */
async function prepareRush(db: Db): Promise<Employee[]> {
  await migrate(db);
  await seedIfEmpty(db);
  await db.query('UPDATE skus SET stock = $2 WHERE sku_id = $1', [FLASH_SKU, FLASH_STOCK]);
  const buyers = await makeBuyers(db, EMPLOYEES, 5_000, new Date());
  // makeBuyers' members have no login password: one hash for all (argon2id, made once).
  const hash = await hashPassword(LOGIN_PASSWORD);
  await db.query(
    `UPDATE members SET password_hash = $2, one_id = CASE WHEN right(id, 1) IN ('1','3','5','7','9') THEN 'ent-blue' ELSE one_id END
     WHERE id = ANY ($1)`,
    [buyers.map((buyer) => buyer.memberId), hash],
  );
  // Their made tokens are not used: each logs in.
  const rows = await db.query<{ id: string; oneId: string }>(
    `SELECT id, one_id AS "oneId" FROM members WHERE id = ANY ($1)`,
    [buyers.map((buyer) => buyer.memberId)],
  );
  const oneIdOf = new Map(rows.map((row) => [row.id, row.oneId]));
  return buyers.map((buyer) => ({
    username: buyer.memberId,
    oneId: oneIdOf.get(buyer.memberId)!,
    addressId: buyer.addressId,
  }));
}

class Refused extends Error {}

/** Calls the API; answers `result`, or throws Refused with the server's message (a 4xx or `success:false`). */
async function api<T>(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${BASE}${path}`, init);
  const answer = (await response.json()) as { success: boolean; message: string; result: T };
  if (!response.ok || !answer.success) throw new Refused(`${response.status} ${answer.message}`);
  return answer.result;
}

/** Times `work` as `step`; an error is counted there and ends the journey. */
async function timed<T>(tally: RushTally, step: Step, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    tally.times[step].push(performance.now() - started);
    return result;
  } catch (error) {
    tally.times[step].push(performance.now() - started);
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { step });
  }
}

/** One employee's journey, from the login to the payment. */
async function journey(employee: Employee, index: number, tally: RushTally): Promise<void> {
  const uuid = randomUUID();
  const json = (accessToken: string) => ({ uuid, accessToken, 'content-type': 'application/json' });
  try {
    const accessToken = await timed(tally, 'login', async () => {
      await fetch(`${BASE}${API_PATHS.imageCode}`, { headers: { uuid } }).then((r) => r.arrayBuffer());
      const [code] = await api<{ body: string }[]>(`/dev/outbox?to=${uuid}&kind=image-code`);
      const tokens = await api<{ accessToken: string }>(API_PATHS.userLogin, {
        method: 'POST',
        headers: { uuid, clientType: 'PC', 'content-type': 'application/json' },
        body: JSON.stringify({
          username: employee.username,
          password: encryptPassword(LOGIN_PASSWORD, readPasswordKey()),
          code: code?.body ?? '',
        }),
      });
      return tokens.accessToken;
    });
    await timed(tally, 'home /', async () => {
      const cookie = memberRenderCookie(accessToken, employee.oneId);
      const response = await fetch(`${BASE}/`, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
      const html = await response.text();
      if (!response.ok) throw new Error(`/ answered ${response.status}`);
      if (!html.includes('__MALL_SWR__')) tally.fallbacks++;
    });
    const keyword = KEYWORDS[index % KEYWORDS.length]!;
    await timed(tally, 'search', () =>
      api(`${API_PATHS.goodsSearch}?${new URLSearchParams({ keyword, pageSize: '20' })}`, {
        headers: { uuid, accessToken },
      }),
    );
    await timed(tally, 'detail', () =>
      api(API_PATHS.skuDetailPreview(FLASH_SKU, '1'), { headers: { uuid, accessToken } }),
    );
    await timed(tally, 'cart', () =>
      api(API_PATHS.cart, {
        method: 'POST',
        headers: { uuid, accessToken, 'content-type': 'application/x-www-form-urlencoded' },
        body: `skuId=${FLASH_SKU}&num=1`,
      }),
    );
    const { sn } = await timed(tally, 'order', () =>
      api<{ sn: string }>(API_PATHS.orderCommit, {
        method: 'POST',
        headers: json(accessToken),
        body: JSON.stringify({ addressId: employee.addressId }),
      }),
    );
    await timed(tally, 'pay', () =>
      api(API_PATHS.orderPay, {
        method: 'POST',
        headers: json(accessToken),
        body: JSON.stringify({ sn, password: encryptPassword(BUYER_PAY_PASSWORD, readPasswordKey()) }),
      }),
    );
    tally.paid.push(sn);
  } catch (error) {
    const step = (error as { step?: Step }).step ?? 'login';
    // Sold out is what the last comers are meant to hear, at the cart or at the order.
    const soldOut = [CART_MESSAGES.outOfStock, CHECKOUT_MESSAGES.shortOfStock('')];
    if (error instanceof Refused && soldOut.some((words) => error.message.includes(words))) {
      tally.soldOut++;
      return;
    }
    tally.errors[step]++;
    if (tally.samples.length < 5) tally.samples.push(`${step}: ${(error as Error).message}`);
  }
}

/** Lets the employees arrive evenly over ARRIVAL_SECONDS, each on their own journey. */
async function rush(employees: readonly Employee[]): Promise<{ tally: RushTally; seconds: number }> {
  const tally: RushTally = {
    times: Object.fromEntries(STEPS.map((step) => [step, []])) as unknown as RushTally['times'],
    errors: Object.fromEntries(STEPS.map((step) => [step, 0])) as Record<Step, number>,
    paid: [],
    soldOut: 0,
    fallbacks: 0,
    samples: [],
  };
  const started = performance.now();
  const gap = (ARRIVAL_SECONDS * 1_000) / employees.length;
  const journeys: Promise<void>[] = [];
  for (const [index, employee] of employees.entries()) {
    const due = started + index * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    journeys.push(journey(employee, index, tally));
  }
  await Promise.all(journeys);
  return { tally, seconds: (performance.now() - started) / 1_000 };
}

/** What the database says after the rush: stock, ledgers, orders. Answers the lines to print and whether all held. */
async function reconcile(db: Db, employees: readonly Employee[], tally: RushTally) {
  const members = employees.map((employee) => employee.username);
  const [{ stock }] = (await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_id = $1', [
    FLASH_SKU,
  ])) as [{ stock: number }];
  const [orders] = await db.query<{
    placed: number;
    paid: number;
    units: number;
    lineless: number;
    unledgered: number;
  }>(
    `SELECT count(*)::int AS placed,
            count(*) FILTER (WHERE o.order_status = 'PAID')::int AS paid,
            COALESCE(sum((SELECT sum(i.num) FROM order_items i WHERE i.order_sn = o.sn AND i.sku_id = $2)), 0)::int AS units,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_sn = o.sn))::int AS lineless,
            count(*) FILTER (WHERE o.order_status = 'PAID' AND NOT EXISTS (
              SELECT 1 FROM point_log l WHERE l.order_sn = o.sn AND l.change = -o.points))::int AS unledgered
     FROM orders o WHERE o.member_id = ANY ($1)`,
    [members, FLASH_SKU],
  );
  const paidSns = new Set(
    (
      await db.query<{ sn: string }>(
        `SELECT sn FROM orders WHERE member_id = ANY ($1) AND order_status = 'PAID'`,
        [members],
      )
    ).map((row) => row.sn),
  );
  const answeredNotPaid = tally.paid.filter((sn) => !paidSns.has(sn)).length;
  const mismatches = await ledgerMismatches(db);
  const o = orders!;
  const soldOut = stock === 0 && o.units === FLASH_STOCK;
  const sound =
    stock >= 0 &&
    soldOut &&
    mismatches.length === 0 &&
    o.lineless === 0 &&
    o.unledgered === 0 &&
    answeredNotPaid === 0;
  const lines = [
    `flash stock ${FLASH_STOCK}: ${o.units} units ordered, ${stock} left (${stock >= 0 ? 'never below zero' : 'OVERSOLD'}, ${soldOut ? 'exactly sold out' : 'NOT exactly sold out'})`,
    `orders: ${o.placed} placed, ${o.paid} paid; ${o.lineless} without lines, ${o.unledgered} paid without their ledger line; ${answeredNotPaid} answered paid but not paid`,
    `ledgers: ${mismatches.length} balances their ledger does not explain`,
  ];
  return { lines, sound };
}

const percentile = (values: readonly number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Runs the rush on one engine and prints it; answers whether it was clean (no error, reconciled). */
async function rushOn(
  label: string,
  open: () => Promise<Db>,
  data: ServerData,
  env: Record<string, string> = {},
  replica?: ThrowAwayReplica,
) {
  const db = await open();
  let employees: Employee[];
  try {
    employees = await prepareRush(db);
  } finally {
    await db.close();
  }
  // The replica starts with what the primary had made ready: the employees, the stock.
  await replica?.caughtUp(60_000);
  const server = await startMallServer(PORT, data, env);
  let result: Awaited<ReturnType<typeof rush>>;
  try {
    result = await rush(employees);
  } finally {
    await stopProcess(server);
  }
  const { tally, seconds } = result;
  const after = await open();
  let reconciled: Awaited<ReturnType<typeof reconcile>>;
  try {
    reconciled = await reconcile(after, employees, tally);
  } finally {
    await after.close();
  }
  const errors = Object.values(tally.errors).reduce((sum, n) => sum + n, 0);
  console.log(
    `\nRush on ${label}: ${EMPLOYEES} employees of two enterprises over ${ARRIVAL_SECONDS} s, flash stock ${FLASH_STOCK} ` +
      `(${machineLoad()} at the end)`,
  );
  console.log(
    `  ${tally.paid.length} journeys paid in ${seconds.toFixed(1)} s (${(tally.paid.length / seconds).toFixed(1)}/s); ` +
      `${tally.soldOut} told sold out; ${errors} errors; ${tally.fallbacks} pages of / left to the browser`,
  );
  console.log(
    `  ${'step'.padEnd(8)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const step of STEPS) {
    const times = tally.times[step];
    console.log(
      `  ${step.padEnd(8)} ${String(times.length).padStart(6)} ${percentile(times, 50).toFixed(0).padStart(8)} ` +
        `${percentile(times, 99).toFixed(0).padStart(8)} ${String(tally.errors[step]).padStart(7)}`,
    );
  }
  for (const line of reconciled.lines) console.log(`  ${line}`);
  for (const sample of tally.samples) console.log(`  error: ${sample}`);
  return errors === 0 && reconciled.sound;
}

/** The rush on each engine (RUSH_ENGINES to choose); exits non-zero when any was not clean. */
export async function measureRush(): Promise<void> {
  const engines = (process.env.RUSH_ENGINES ?? 'pglite,postgres,postgres-2').split(',');
  let clean = true;
  if (engines.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-rush-'));
    try {
      clean &&= await rushOn('PGlite (one process)', () => openPGliteDb(dataDir), { dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  // PostgreSQL with one process; then with two and a streaming replica for the reads that may be a
  // second behind (DATABASE_READ_URL), as a mall would scale out for the rush.
  for (const scaled of [false, true]) {
    if (!engines.includes(scaled ? 'postgres-2' : 'postgres')) continue;
    if (!hasPostgres15()) {
      console.log('\nRush on PostgreSQL 15: not installed here (apt-get install -y postgresql)');
      break;
    }
    const postgres = await startThrowAwayPostgres();
    const replica = scaled ? await startReplicaOf(postgres) : undefined;
    try {
      clean &&= await rushOn(
        `PostgreSQL 15 (${scaled ? 'two processes and a replica' : 'one process'})`,
        () => openPostgresDb({ connectionString: postgres.url }),
        { databaseUrl: postgres.url },
        replica ? { WORKERS: '2', DATABASE_READ_URL: replica.url } : {},
        replica,
      );
    } finally {
      replica?.stop();
      postgres.stop();
    }
  }
  if (!clean) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('bench-rush.ts')) await measureRush();
