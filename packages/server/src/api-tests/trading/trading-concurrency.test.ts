import { API_PATHS, type OrderPlaced, type PaymentResult } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readPasswordKey } from '../../services/password-cipher.ts';
import { BUYER_PAY_PASSWORD, makeBuyers } from '../../testing/buyers.ts';
import { encryptPassword } from '../../testing/encrypt-password.ts';
import { setUpEngineApp } from '../../testing/engine-app.ts';
import { expectLedgersToAddUp } from '../../testing/point-ledgers.ts';
import { SEEDED_ENGINES } from '../../testing/seeded-engines.ts';
import { TEST_APP_START } from '../../testing/test-app.ts';

// Points and stock under concurrent requests, on both engines: PGlite runs one statement at a time,
// PostgreSQL runs the requests' transactions truly at once, so its row locks and guards are what
// keep a balance or a stock from going below zero. Each engine gets its own seeded database.

const key = readPasswordKey();
/** Flash-sale-free, delivered everywhere, sold by the mall's own store (no freight): 有机大米 5kg, 89 points. */
const SKU = '1001';
const PRICE = 89;

async function post<T>(app: FastifyInstance, url: string, token: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: { accessToken: token }, payload });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; message: string; result: T },
  };
}

describe.each(SEEDED_ENGINES)('on %s, under concurrent requests', (_engine, open) => {
  const engine = setUpEngineApp(open);

  it('100 parallel payments from a member whose points cover 10 orders pay exactly 10, and the balance ends at 0', async () => {
    const [buyer] = await makeBuyers(engine.db, 1, 10 * PRICE, TEST_APP_START);
    const orders: string[] = [];
    for (let i = 0; i < 100; i++) {
      await engine.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
        buyer!.memberId,
        SKU,
      ]);
      const placed = await post<OrderPlaced>(engine.app, API_PATHS.orderCommit, buyer!.token, {
        addressId: buyer!.addressId,
      });
      expect(placed.body.result.points).toBe(PRICE);
      orders.push(placed.body.result.sn);
    }

    const password = encryptPassword(BUYER_PAY_PASSWORD, key);
    const answers = await Promise.all(
      orders.map((sn) => post<PaymentResult>(engine.app, API_PATHS.orderPay, buyer!.token, { sn, password })),
    );

    const paid = answers.filter((answer) => answer.body.success);
    expect(paid).toHaveLength(10);
    expect(new Set(answers.filter((a) => !a.body.success).map((a) => a.body.message))).toEqual(
      new Set(['积分余额不足']),
    );
    const [member] = await engine.db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [
      buyer!.memberId,
    ]);
    expect(member?.point).toBe(0);
    const [counts] = await engine.db.query<{ paid: number; charged: number }>(
      `SELECT (SELECT count(*)::int FROM orders WHERE member_id = $1 AND order_status = 'PAID') AS paid,
              (SELECT -SUM(change)::int FROM point_log WHERE member_id = $1 AND kind = 'ORDER_PAY') AS charged`,
      [buyer!.memberId],
    );
    expect(counts).toEqual({ paid: 10, charged: 10 * PRICE });
    // 100 orders placed one by one, then 100 pay-password checks (argon2, slow on purpose).
  }, 180_000);

  it('paying one order 20 times at once charges it once', async () => {
    const [buyer] = await makeBuyers(engine.db, 1, 1000, TEST_APP_START);
    await engine.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
      buyer!.memberId,
      SKU,
    ]);
    const placed = await post<OrderPlaced>(engine.app, API_PATHS.orderCommit, buyer!.token, {
      addressId: buyer!.addressId,
    });
    const password = encryptPassword(BUYER_PAY_PASSWORD, key);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post<PaymentResult>(engine.app, API_PATHS.orderPay, buyer!.token, {
          sn: placed.body.result.sn,
          password,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    const [member] = await engine.db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [
      buyer!.memberId,
    ]);
    expect(member?.point).toBe(1000 - PRICE);
  }, 60_000);

  it('100 parallel orders on a SKU with 7 in stock sell exactly 7', async () => {
    const buyers = await makeBuyers(engine.db, 100, 1000, TEST_APP_START);
    for (const buyer of buyers)
      await engine.db.query('INSERT INTO cart_items (member_id, sku_id, num) VALUES ($1, $2, 1)', [
        buyer.memberId,
        SKU,
      ]);
    await engine.db.query('UPDATE skus SET stock = 7 WHERE sku_id = $1', [SKU]);

    const answers = await Promise.all(
      buyers.map((buyer) =>
        post<OrderPlaced>(engine.app, API_PATHS.orderCommit, buyer.token, { addressId: buyer.addressId }),
      ),
    );

    expect(answers.filter((answer) => answer.body.success)).toHaveLength(7);
    for (const refused of answers.filter((answer) => !answer.body.success)) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/库存不足/);
    }
    const [sku] = await engine.db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku_id = $1', [SKU]);
    expect(sku?.stock).toBe(0);
    const [sold] = await engine.db.query<{ units: number }>(
      `SELECT COALESCE(SUM(i.num), 0)::int AS units FROM order_items i JOIN orders o ON o.sn = i.order_sn
       WHERE o.member_id = ANY ($1)`,
      [buyers.map((buyer) => buyer.memberId)],
    );
    expect(sold?.units).toBe(7);
  }, 60_000);

  // Last: whatever the races above did, every balance changed with its ledger line.
  it("leaves every member's ledger adding up to their balance", async () => {
    await expectLedgersToAddUp(engine.db);
  });
});
