import {
  API_PATHS,
  type Availability,
  type CategoryNode,
  type PageResult,
  type PlanGoods,
} from '@mall/schemas';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createSessionLiveness } from '../http/session-liveness.ts';
import { createPublishedPages } from '../services/published-pages.ts';
import { DEMO_MEMBERS, loginAs } from '../testing/login-as.ts';
import { openPostgresSchemaDb, POSTGRES_URL, type SchemaDb } from '../testing/postgres-schema-db.ts';
import { countAllRows, SEED_ROW_COUNTS } from '../testing/seeded-db.ts';
import type { Db } from './db.ts';
import { migrate, readMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

// The same migrations, seed and API on a PostgreSQL server (Debian's is 15): the one the test run
// starts (testing/postgres-server.ts), or DATABASE_URL's. Works in a schema of its own and drops it
// afterwards, so any database will do.
describe.skipIf(!POSTGRES_URL)('on a PostgreSQL server', () => {
  let schemaDb: SchemaDb;
  let db: Db;

  beforeAll(async () => {
    schemaDb = await openPostgresSchemaDb();
    db = schemaDb.db;
  });

  afterAll(async () => {
    await schemaDb?.drop();
  });

  it('applies the migrations and seeds the fixtures, once', async () => {
    expect(await migrate(db)).toEqual(readMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await countAllRows(db)).toMatchObject(SEED_ROW_COUNTS);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE skus SET stock = stock - 1 WHERE sku_id = '1001'`);
        await tx.query(`UPDATE skus SET stock = -1 WHERE sku_id = '1002'`);
      }),
    ).rejects.toThrow(/check constraint/);
    const [sku] = await db.query<{ stock: number }>(`SELECT stock FROM skus WHERE sku_id = '1001'`);
    expect(sku?.stock).toBe(500);
  });

  it("resolves a transaction only after this process's listeners have heard its notices", async () => {
    for (let round = 1; round <= 20; round++) {
      const heard: string[] = [];
      const stop = await db.listen('mall_test_caught_up', (payload) => heard.push(payload));
      await db.transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('mall_test_caught_up', $1)`, [`round ${round}`]);
      });
      expect(heard).toEqual([`round ${round}`]);
      await stop();
    }
  });

  it('catches up after transactions committed at once with one query at a time on the listening connection', async () => {
    // node-postgres queues a query sent while another runs on the same connection (a deprecation
    // warning now; pg 9 refuses it): count the queries each connection has under way.
    const running = new Map<pg.Client, number>();
    let most = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      running.set(this, (running.get(this) ?? 0) + 1);
      most = Math.max(most, running.get(this)!);
      const answer = (query as (...a: unknown[]) => unknown).apply(this, args);
      const done = () => running.set(this, running.get(this)! - 1);
      if (answer instanceof Promise) void answer.then(done, done);
      else done();
      return answer;
    } as never);
    try {
      const heard: string[] = [];
      const stop = await db.listen('mall_test_at_once', (payload) => heard.push(payload));
      // A channel listened to meanwhile takes its turn on the same connection.
      const [stopOther] = await Promise.all([
        db.listen('mall_test_at_once_too', () => undefined),
        ...Array.from({ length: 20 }, (_, i) =>
          db.transaction(async (tx) => {
            await tx.query(`SELECT pg_notify('mall_test_at_once', $1)`, [String(i)]);
          }),
        ),
      ]);
      await Promise.all([stop(), stopOther!()]);

      expect(heard).toHaveLength(20);
      expect(most).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers the API from PostgreSQL as it does from PGlite', async () => {
    const app = buildApp({ db, storefrontDir: null, studioDir: null, imagesDir: null });
    try {
      const page = await app.inject({ url: `${API_PATHS.pagePublic}?platform=HSHSC` });
      expect((page.json() as { result: PageResult }).result.id).toBe('page-hshsc-public');

      const availability = await app.inject({
        method: 'POST',
        url: API_PATHS.availability,
        payload: {
          list: [{ planId: 'plan-spring' }, { planId: 'plan-blue-exclusive' }, { planId: 'plan-nope' }],
        },
        headers: { accessToken: (await loginAs(app, DEMO_MEMBERS.blue)).accessToken },
      });
      expect((availability.json() as { result: Availability[] }).result).toEqual([
        expect.objectContaining({ planId: 'plan-spring', isShow: true, isOpen: true, statusCN: '进行中' }),
        expect.objectContaining({ planId: 'plan-blue-exclusive', isShow: true }),
      ]);

      const goods = await app.inject({ url: `${API_PATHS.marketGoods}?marketId=market-flash-1` });
      const market = (goods.json() as { result: PlanGoods }).result;
      expect(market.goodsList[0]).toMatchObject({
        skuId: '1026',
        specProductPrice: 99,
        productImages: ['/img/goods/powerbank.svg'],
      });

      const tree = await app.inject({ url: API_PATHS.categoryTree });
      expect((tree.json() as { result: CategoryNode[] }).result[0]?.children[0]?.children[0]?.level).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('drops a page and a login kept in memory when another process changes them', async () => {
    const published = await createPublishedPages(db);
    const sessions = await createSessionLiveness(db);
    const other = await schemaDb.openAnother();
    try {
      const slot = { platform: 'HSHSC', pageType: 'INDEX', oneId: 'ent-acme' } as const;
      const before = (await published.slot(slot)).result!;
      const [login] = await db.query<{ memberId: string; family: string }>(
        `INSERT INTO refresh_tokens (jti, member_id, family, issued_at, expires_at)
         SELECT 'jti-notice-test', id, 'family-notice-test', now(), now() + interval '1 day'
         FROM members WHERE username = 'zhangwei'
         RETURNING member_id AS "memberId", family`,
      );
      const claims = { memberId: login!.memberId, oneId: 'ent-acme', family: login!.family };
      expect(await sessions.check(claims)).toEqual({ alive: true, card: false });

      await other.query(`UPDATE pages SET page_data = '{"list":[]}' WHERE id = $1`, [before.id]);
      await other.query(`UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1`, [claims.family]);

      // The notices come on their own connection, a moment after the commit.
      await vi.waitFor(async () => {
        expect((await published.slot(slot)).result?.pageData).toBe('{"list":[]}');
        expect(await sessions.check(claims)).toEqual({ alive: false });
      });
      await other.query(`UPDATE pages SET page_data = $2 WHERE id = $1`, [before.id, before.pageData]);
    } finally {
      await published.close();
      await sessions.close();
      await other.close();
    }
  });
});
