// The crash part of `npm run bench`: the real server (packages/server/src/main.ts, a child process)
// is killed with SIGKILL in the middle of a burst of commit + pay from many members, started again on
// the same data, and the data is reconciled with what the client saw:
//  - every order whose payment the client saw succeed is there and PAID (asked through the restarted
//    server, as its member), and every order whose commit the client saw succeed is there;
//  - no order is half written: each has its items and its "placed" trace, each paid order its pay
//    time, its ORDER_PAY ledger line and its "paid" trace, and no ledger line or "paid" trace
//    belongs to an order that is not paid;
//  - each member's balance is their starting points less the points of their paid orders, the ledger
//    adds up to the same and its last line shows the balance; each SKU's stock is its starting stock
//    less the units of the orders placed (none is cancelled here) and its sold count grew by the
//    units of the paid ones.
// Kills KILLS times per engine, on the same data each time: PGlite in a data directory, and a
// throw-away PostgreSQL 15 (DATABASE_URL) when Debian's is installed. Any loss or mismatch makes the
// bench exit non-zero.
//
// Runs alone: `npx tsx scripts/bench-crash.ts` (the server listens on BENCH_PORT + 12, BENCH_PORT
// defaults to 8383).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@mall/schemas';
import type { Db } from '../packages/server/src/db/db.ts';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { openPostgresDb } from '../packages/server/src/db/postgres-db.ts';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { ORDER_TRACES } from '../packages/server/src/services/order-traces.ts';
import { BUYER_PAY_PASSWORD, type Buyer } from '../packages/server/src/testing/buyers.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import { hasPostgres15, startThrowAwayPostgres } from '../packages/server/src/testing/postgres-server.ts';
import {
  machineLoad,
  prepareBenchDb,
  startMallServer,
  stopProcess,
  type ServerData,
} from './bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8383) + 12;
const BASE = `http://127.0.0.1:${PORT}`;
const MEMBERS = 40;
const KILLS = Number(process.env.BENCH_CRASH_KILLS ?? 3);
const POINTS = 1_000_000;
const STOCK = 100_000;
/** 有机大米 5kg, 东北长粒香米 10kg, 特级生抽酱油 500ml×3: the mall's own goods, 1 to 3 units an order. */
const SKUS = ['1001', '1002', '1005'] as const;
/** Paid orders of a burst before the kill may come, and the most time after that until it does. */
const PAID_BEFORE_KILL = 10;
const KILL_JITTER_MS = 800;

/** What the client saw answered, over every burst of one engine. */
interface Seen {
  /** Order number -> member, for each commitOrder answered success. */
  placed: Map<string, Buyer>;
  /** Order numbers whose orderSettlePay answered success. */
  paid: Set<string>;
}

/** One reconciliation: counts of what was found and of what is wrong (all wrong counts must be 0). */
interface Reconciled {
  ordersFound: number;
  paidFound: number;
  seenPaidNotPaid: number;
  seenPlacedMissing: number;
  halfWritten: number;
  balanceMismatches: number;
  stockMismatches: number;
}

class ServerGone extends Error {}

async function call(buyer: Buyer, path: string, body: string, form = false): Promise<{ sn?: string }> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: {
        accessToken: buyer.token,
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body,
    });
  } catch {
    throw new ServerGone();
  }
  const answer = (await response.json().catch(() => {
    throw new ServerGone();
  })) as { success: boolean; message: string; result: { sn?: string } | null };
  if (!answer.success) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer.result ?? {};
}

/**
 * Every member places and pays orders one after another until the server is gone; the server is
 * killed (SIGKILL) once PAID_BEFORE_KILL orders of this burst were paid and a random moment more has
 * passed. Resolves with the seconds the burst ran and the requests in flight at the kill.
 */
async function burstAndKill(
  server: Awaited<ReturnType<typeof startMallServer>>,
  buyers: readonly Buyer[],
  seen: Seen,
) {
  const password = encryptPassword(BUYER_PAY_PASSWORD, readPasswordKey());
  let paidThisBurst = 0;
  let inFlight = 0;
  const tracked = async <T>(request: Promise<T>): Promise<T> => {
    inFlight++;
    try {
      return await request;
    } finally {
      inFlight--;
    }
  };
  let enoughPaid: () => void = () => undefined;
  const enough = new Promise<void>((resolve) => (enoughPaid = resolve));
  const started = performance.now();
  const loops = buyers.map(async (buyer) => {
    for (;;) {
      try {
        const sku = SKUS[Math.floor(Math.random() * SKUS.length)]!;
        const num = 1 + Math.floor(Math.random() * 3);
        await tracked(call(buyer, API_PATHS.cart, `skuId=${sku}&num=${num}`, true));
        const { sn } = await tracked(
          call(buyer, API_PATHS.orderCommit, JSON.stringify({ addressId: buyer.addressId })),
        );
        if (!sn) throw new Error('commitOrder answered no order number');
        seen.placed.set(sn, buyer);
        await tracked(call(buyer, API_PATHS.orderPay, JSON.stringify({ sn, password })));
        seen.paid.add(sn);
        if (++paidThisBurst === PAID_BEFORE_KILL) enoughPaid();
      } catch (error) {
        if (error instanceof ServerGone) return;
        throw error;
      }
    }
  });
  let killed = false;
  let inFlightAtKill = 0;
  let seconds = 0;
  const ended = Promise.all(loops).then(() => {
    if (!killed) throw new Error('the server went away before the kill');
  });
  try {
    await Promise.race([enough, ended]);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_JITTER_MS));
  } finally {
    killed = true;
    inFlightAtKill = inFlight;
    seconds = (performance.now() - started) / 1000;
    await stopProcess(server, 'SIGKILL');
  }
  await ended;
  return { seconds, inFlightAtKill };
}

/** Asks the restarted server, as each order's member, for every order the client saw paid. */
async function paidSeenThroughApi(seen: Seen): Promise<number> {
  let notPaid = 0;
  for (const sn of seen.paid) {
    const buyer = seen.placed.get(sn)!;
    const response = await fetch(`${BASE}${API_PATHS.orderDetail}`, {
      method: 'POST',
      headers: { accessToken: buyer.token, 'content-type': 'application/json' },
      body: JSON.stringify({ sn }),
    });
    const answer = (await response.json()) as { success: boolean; result: { orderStatus: string } | null };
    if (!answer.success || answer.result?.orderStatus !== 'PAID') notPaid++;
  }
  return notPaid;
}

const count = async (db: Db, sql: string, params: readonly unknown[]): Promise<number> =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

/** Reconciles the data with what the client saw and with itself. */
async function reconcile(
  db: Db,
  buyers: readonly Buyer[],
  seen: Seen,
  skusBefore: ReadonlyMap<string, { stock: number; sold: number }>,
): Promise<Reconciled> {
  const members = buyers.map((b) => b.memberId);
  const orders = await db.query<{ sn: string; status: string }>(
    'SELECT sn, order_status AS status FROM orders WHERE member_id = ANY ($1)',
    [members],
  );
  const status = new Map(orders.map((o) => [o.sn, o.status]));
  const paid = (sn: string) => status.get(sn) === 'PAID';
  const scope = 'o.member_id = ANY ($1)';
  const isPaid = `o.order_status NOT IN ('UNPAID', 'CANCELLED')`;
  const halfWritten =
    (await count(
      db,
      `SELECT count(*)::int AS n FROM orders o WHERE ${scope} AND (
         NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_sn = o.sn)
         OR NOT EXISTS (SELECT 1 FROM order_traces t WHERE t.order_sn = o.sn AND t.context = $2)
         OR (${isPaid} AND (o.pay_time IS NULL
             OR NOT EXISTS (SELECT 1 FROM point_log l WHERE l.order_sn = o.sn AND l.kind = 'ORDER_PAY')
             OR NOT EXISTS (SELECT 1 FROM order_traces t WHERE t.order_sn = o.sn AND t.context = $3)))
         OR (NOT ${isPaid} AND (
             EXISTS (SELECT 1 FROM point_log l WHERE l.order_sn = o.sn AND l.kind = 'ORDER_PAY')
             OR EXISTS (SELECT 1 FROM order_traces t WHERE t.order_sn = o.sn AND t.context = $3))))`,
      [members, ORDER_TRACES.placed.zh, ORDER_TRACES.paid.zh],
    )) +
    // A ledger line of these members without an order, or of another order than the member's own.
    (await count(
      db,
      `SELECT count(*)::int AS n FROM point_log l LEFT JOIN orders o ON o.sn = l.order_sn
       WHERE l.member_id = ANY ($1) AND (o.sn IS NULL OR o.member_id <> l.member_id OR l.kind <> 'ORDER_PAY')`,
      [members],
    ));

  const balances = await db.query<{ point: number; spent: number; ledger: number; last: number | null }>(
    `SELECT m.point,
            COALESCE((SELECT sum(o.points) FROM orders o WHERE o.member_id = m.id AND ${isPaid}), 0)::int AS spent,
            COALESCE((SELECT sum(l.change) FROM point_log l WHERE l.member_id = m.id), 0)::int AS ledger,
            (SELECT l.balance_after FROM point_log l WHERE l.member_id = m.id ORDER BY l.id DESC LIMIT 1) AS last
     FROM members m WHERE m.id = ANY ($1)`,
    [members],
  );
  const balanceMismatches = balances.filter(
    (b) => b.point !== POINTS - b.spent || b.ledger !== -b.spent || (b.last ?? POINTS) !== b.point,
  ).length;

  const unitsOf = (which: string) =>
    `COALESCE((SELECT sum(i.num) FROM order_items i JOIN orders o ON o.sn = i.order_sn
               WHERE i.sku_id = s.sku_id AND ${scope} AND ${which}), 0)::int`;
  const skus = await db.query<{ skuId: string; stock: number; sold: number; placed: number; paid: number }>(
    `SELECT s.sku_id AS "skuId", s.stock, s.sold_count AS sold,
            ${unitsOf(`o.order_status <> 'CANCELLED'`)} AS placed, ${unitsOf(isPaid)} AS paid
     FROM skus s WHERE s.sku_id = ANY ($2)`,
    [members, [...SKUS]],
  );
  const stockMismatches =
    SKUS.length -
    skus.filter((s) => {
      const before = skusBefore.get(s.skuId)!;
      return s.stock === before.stock - s.placed && s.sold === before.sold + s.paid;
    }).length;

  return {
    ordersFound: orders.length,
    paidFound: orders.filter((o) => paid(o.sn)).length,
    seenPaidNotPaid: [...seen.paid].filter((sn) => !paid(sn)).length,
    seenPlacedMissing: [...seen.placed.keys()].filter((sn) => !status.has(sn)).length,
    halfWritten,
    balanceMismatches,
    stockMismatches,
  };
}

/** Kills the server KILLS times over one engine's data and prints each reconciliation. */
async function crashEngine(engine: string, data: ServerData, openDb: () => Promise<Db>): Promise<boolean> {
  let buyers: Buyer[];
  let skusBefore: Map<string, { stock: number; sold: number }>;
  {
    const db = await openDb();
    try {
      buyers = await prepareBenchDb(db, { buyers: MEMBERS, points: POINTS, skuIds: SKUS, stock: STOCK });
      const rows = await db.query<{ skuId: string; stock: number; sold: number }>(
        'SELECT sku_id AS "skuId", stock, sold_count AS sold FROM skus WHERE sku_id = ANY ($1)',
        [[...SKUS]],
      );
      skusBefore = new Map(rows.map((r) => [r.skuId, { stock: r.stock, sold: r.sold }]));
    } finally {
      await db.close();
    }
  }
  const seen: Seen = { placed: new Map(), paid: new Set() };
  let sound = true;
  for (let kill = 1; kill <= KILLS; kill++) {
    const server = await startMallServer(PORT, data);
    const { seconds, inFlightAtKill } = await burstAndKill(server, buyers, seen);
    // Started again on the same data: it must come up, and answer every order the client saw paid as paid.
    const restarted = await startMallServer(PORT, data);
    let notPaidThroughApi: number;
    try {
      notPaidThroughApi = await paidSeenThroughApi(seen);
    } finally {
      await stopProcess(restarted);
    }
    const db = await openDb();
    let found: Reconciled;
    try {
      found = await reconcile(db, buyers, seen, skusBefore);
    } finally {
      await db.close();
    }
    const wrong =
      notPaidThroughApi +
      found.seenPaidNotPaid +
      found.seenPlacedMissing +
      found.halfWritten +
      found.balanceMismatches +
      found.stockMismatches;
    if (wrong > 0) sound = false;
    console.log(
      `  ${engine.padEnd(14)} kill ${kill}/${KILLS} after ${seconds.toFixed(1)} s, ${inFlightAtKill} requests in flight: ` +
        `orders seen paid ${seen.paid.size} (placed ${seen.placed.size}), found ${found.ordersFound} ` +
        `(${found.paidFound} paid); seen paid but not paid ${found.seenPaidNotPaid} (through the restarted ` +
        `server ${notPaidThroughApi}), seen placed but missing ${found.seenPlacedMissing}, half-written ` +
        `${found.halfWritten}, balance mismatches ${found.balanceMismatches}, stock mismatches ` +
        `${found.stockMismatches}${wrong > 0 ? '  <- DATA LOST OR TORN' : ''}`,
    );
  }
  return sound;
}

/** Prints the crash runs of each engine. */
export async function measureCrashes(): Promise<void> {
  console.log(
    `\nCrash (SIGKILL of the server during commit + pay from ${MEMBERS} members at once, restarted on the same ` +
      `data, ${KILLS} kills per engine; counts are cumulative over the kills; ${machineLoad()} at the start):`,
  );
  let sound = true;
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-crash-'));
  try {
    if (!(await crashEngine('PGlite', { dataDir }, () => openPGliteDb(dataDir)))) sound = false;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!hasPostgres15()) {
    console.log('  PostgreSQL 15: not installed here (apt-get install -y postgresql)');
  } else {
    const postgres = await startThrowAwayPostgres();
    try {
      const url = postgres.url;
      const postgresSound = await crashEngine('PostgreSQL 15', { databaseUrl: url }, () =>
        openPostgresDb({ connectionString: url }),
      );
      if (!postgresSound) sound = false;
    } finally {
      postgres.stop();
    }
  }
  if (!sound) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('bench-crash.ts')) await measureCrashes();
