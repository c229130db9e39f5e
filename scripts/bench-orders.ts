// The orders part of `npm run bench`: orders per second for commit + pay, and their latency, on
// the embedded PGlite and on a throw-away PostgreSQL 15 (when Debian's is installed). Each engine
// gets a freshly seeded database and the real app listening on 127.0.0.1; 20 members each place and
// pay 10 orders one after the other, all 20 at once. An order is one cart add, one commitOrder and one
// orderSettlePay over HTTP; paying checks the pay password (argon2id, ~60 ms of CPU on purpose).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../packages/server/src/app.ts';
import type { Db } from '../packages/server/src/db/db.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { openPostgresDb } from '../packages/server/src/db/postgres-db.ts';
import { seedIfEmpty } from '../packages/server/src/db/seed.ts';
import { readPasswordKey } from '../packages/server/src/services/password-cipher.ts';
import { BUYER_PAY_PASSWORD, makeBuyers, type Buyer } from '../packages/server/src/testing/buyers.ts';
import { encryptPassword } from '../packages/server/src/testing/encrypt-password.ts';
import { hasPostgres15, startThrowAwayPostgres } from '../packages/server/src/testing/postgres-server.ts';

const BUYERS = 20;
const ORDERS_EACH = 10;
/** 有机大米 5kg: 89 points, the mall's own store, stock 500 (raised for the run). */
const SKU = '1001';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function call(base: string, buyer: Buyer, method: string, path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { accessToken: buyer.token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as { success: boolean; message: string; result: { sn?: string } };
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.result;
}

async function measure(engine: string, db: Db): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db);
  await db.query('UPDATE skus SET stock = 100000 WHERE sku_id = $1', [SKU]);
  const app = buildApp({ db, storefrontDir: null, imagesDir: null, production: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const buyers = await makeBuyers(db, BUYERS, 1_000_000, new Date());
    const password = encryptPassword(BUYER_PAY_PASSWORD, readPasswordKey());
    const order = async (buyer: Buyer) => {
      await fetch(`${base}/buyer/trade/carts`, {
        method: 'POST',
        headers: { accessToken: buyer.token, 'content-type': 'application/x-www-form-urlencoded' },
        body: `skuId=${SKU}&num=1`,
      });
      const start = performance.now();
      const placed = await call(base, buyer, 'POST', '/buyer/order/order/commitOrder', {
        addressId: buyer.addressId,
      });
      await call(base, buyer, 'POST', '/buyer/order/order/orderSettlePay', { sn: placed.sn, password });
      return performance.now() - start;
    };
    // One order each first: warms the JIT and the caches.
    await Promise.all(buyers.map(order));
    const times: number[] = [];
    const start = performance.now();
    await Promise.all(
      buyers.map(async (buyer) => {
        for (let i = 0; i < ORDERS_EACH; i++) times.push(await order(buyer));
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `  ${engine.padEnd(22)} ${(times.length / seconds).toFixed(1)} orders/s ` +
        `(${times.length} orders in ${seconds.toFixed(1)} s); commit+pay p50 ${percentile(sorted, 0.5).toFixed(0)} ms, ` +
        `p99 ${percentile(sorted, 0.99).toFixed(0)} ms`,
    );
  } finally {
    await app.close();
  }
}

/** Prints orders per second for commit + pay on each engine. */
export async function measureOrders(): Promise<void> {
  console.log(
    `\nOrders (commitOrder + orderSettlePay over HTTP, ${BUYERS} members at once, ${ORDERS_EACH} orders each, after one to warm up):`,
  );
  const pglite = await openPGliteDb('memory://');
  try {
    await measure('PGlite (embedded)', pglite);
  } finally {
    await pglite.close();
  }
  if (!hasPostgres15()) {
    console.log('  PostgreSQL 15: not installed here (apt-get install -y postgresql)');
    return;
  }
  const server = await startThrowAwayPostgres();
  try {
    const postgres = await openPostgresDb({ connectionString: server.url, max: 20 });
    try {
      await measure('PostgreSQL 15 (pool 20)', postgres);
    } finally {
      await postgres.close();
    }
  } finally {
    server.stop();
  }
}

if (process.argv[1]?.endsWith('bench-orders.ts')) await measureOrders();
