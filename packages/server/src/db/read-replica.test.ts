import {
  API_PATHS,
  type GoodsDetail,
  type GoodsSearchPage,
  type PageResult,
  type UserInfo,
} from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPostgresDb } from './postgres-db.ts';
import { seedIfEmpty } from './seed.ts';
import { DEMO_MEMBERS, loginAs } from '../testing/login-as.ts';
import { freePort } from '../testing/free-port.ts';
import { callOver, spawnMallProcess, startMallProcess } from '../testing/mall-process.ts';
import {
  hasPostgres15,
  startReplicaOf,
  startThrowAwayPostgres,
  type ThrowAwayPostgres,
  type ThrowAwayReplica,
} from '../testing/postgres-server.ts';
import { TEST_SEED_TIME } from '../testing/seeded-db.ts';
import { TEST_APP_START } from '../testing/test-app.ts';

// Reads from a replica (issue 24 item 5): a PostgreSQL server of this file's own and a real streaming
// replica of it (pg_basebackup -R), the app given the first as `db` and the second as `readDb`. While
// the replica's replay is paused, what it answers is the past: a read that must see the latest write
// and came from the replica would show it; and the Dbs' spies say which one each request asked.
// Without PostgreSQL 15 the tests that need it are skipped; in CI, where it is required, they fail.

if (process.env.CI && !hasPostgres15()) {
  throw new Error('PostgreSQL 15 is not installed; CI needs it to start a replica (read-replica.test.ts)');
}

const SKU = '1001';
const HOME = `${API_PATHS.pageIndex}?pageClientType=PC&platform=HSHSC&pageType=INDEX`;
const searchUrl = (query: Record<string, string>) => `${API_PATHS.goodsSearch}?${new URLSearchParams(query)}`;

describe('a mall given DATABASE_READ_URL', () => {
  it('refuses it on the embedded PGlite, which has no replicas, saying why', async () => {
    const server = spawnMallProcess(await freePort(), {
      DATABASE_URL: undefined,
      DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:1/postgres',
      DATA_DIR: 'memory://',
      MALL_SSR: '0',
      WORKERS: undefined,
    });
    const how = await Promise.race([
      server.exited,
      server.waitFor(/The mall is running at/).then(() => 'serving'),
    ]);
    if (how === 'serving') await server.stop();

    expect(how).toBe(1);
    expect(server.output()).toMatch(/DATABASE_READ_URL needs DATABASE_URL/);
  });
});

describe.skipIf(!hasPostgres15())('reads from a streaming replica', () => {
  let primaryServer: ThrowAwayPostgres | undefined;
  let replicaServer: ThrowAwayReplica | undefined;
  let primary: Db;
  let replica: Db;
  let app: FastifyInstance;
  let zhangwei: string;

  beforeAll(async () => {
    primaryServer = await startThrowAwayPostgres();
    primary = await openPostgresDb({ connectionString: primaryServer.url });
    await migrate(primary);
    await seedIfEmpty(primary, { now: TEST_SEED_TIME });
    replicaServer = await startReplicaOf(primaryServer);
    replica = await openPostgresDb({ connectionString: replicaServer.url });
    app = buildApp({
      db: primary,
      readDb: replica,
      now: () => TEST_APP_START,
      storefrontDir: null,
      studioDir: null,
      imagesDir: null,
      production: false,
    });
    await app.ready();
    zhangwei = (await loginAs(app, DEMO_MEMBERS.acme)).accessToken;
    // zhangwei's login is known from here on: his session is not asked of either database again.
    await get(API_PATHS.userInfo);
    await replicaServer.caughtUp();
  }, 60_000);

  afterEach(async () => {
    vi.restoreAllMocks();
    await replica.query('SELECT pg_wal_replay_resume()');
  });

  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await primary?.close();
    // The replica first: stopped after its primary, it would keep asking for the stream.
    replicaServer?.stop();
    primaryServer?.stop();
  });

  async function get<T>(url: string): Promise<T> {
    const answer = await app.inject({ method: 'GET', url, headers: { accessToken: zhangwei } });
    expect(answer.statusCode, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { result: T }).result;
  }

  async function call<T>(method: 'POST', url: string, form: Record<string, string>): Promise<T> {
    const answer = await app.inject({
      method,
      url,
      headers: { accessToken: zhangwei, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { result: T }).result;
  }

  /** Stops the replica where it is: what the primary commits from here on, it does not show. */
  const pauseReplay = () => replica.query('SELECT pg_wal_replay_pause()');

  it('answers a goods search, its brands and categories and a goods detail from the replica, asking the primary nothing', async () => {
    const onPrimary = vi.spyOn(primary, 'query');
    const onReplica = vi.spyOn(replica, 'query');

    const page = await get<GoodsSearchPage>(searchUrl({ keyword: '有机大米' }));
    await get(`${API_PATHS.brandList}?${new URLSearchParams({ keyword: '有机大米' })}`);
    await get(`${API_PATHS.categoryCount}?${new URLSearchParams({ keyword: '有机大米' })}`);
    await get<GoodsDetail>(API_PATHS.skuDetail(SKU));

    expect(page.total).toBeGreaterThan(0);
    expect(onReplica.mock.calls.length).toBeGreaterThanOrEqual(4);
    expect(onPrimary.mock.calls).toEqual([]);
  });

  it('shows the catalogue as far as the replica has replayed it, and a renamed goods once it catches up', async () => {
    const before = await get<GoodsDetail>(API_PATHS.skuDetail(SKU));
    await pauseReplay();
    await primary.query(`UPDATE skus SET name = name || '（新包装）' WHERE sku_id = $1`, [SKU]);

    expect((await get<GoodsDetail>(API_PATHS.skuDetail(SKU))).productName).toBe(before.productName);

    await replica.query('SELECT pg_wal_replay_resume()');
    await replicaServer!.caughtUp();
    expect((await get<GoodsDetail>(API_PATHS.skuDetail(SKU))).productName).toContain('（新包装）');
  });

  it('keeps the cart, the orders and the balance on the primary: each shows a write at once, the replica never asked', async () => {
    await pauseReplay();
    const onReplica = vi.spyOn(replica, 'query');
    const pointsBefore = (await get<UserInfo>(API_PATHS.userInfo)).point ?? 0;
    const countBefore = await get<number>(API_PATHS.cartCount);

    await call('POST', API_PATHS.cart, { skuId: SKU, num: '2' });
    await primary.query('UPDATE members SET point = point + 7 WHERE username = $1', ['zhangwei']);

    expect(await get<number>(API_PATHS.cartCount)).toBe(countBefore + 2);
    expect((await get<UserInfo>(API_PATHS.userInfo)).point).toBe(pointsBefore + 7);
    const orders = await app.inject({
      method: 'POST',
      url: API_PATHS.orderList,
      headers: { accessToken: zhangwei },
      payload: { pageNumber: 1, pageSize: 10, tag: 'ALL' },
    });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(onReplica.mock.calls).toEqual([]);
  });

  it('records a visit to a goods detail on the primary, the detail itself read from the replica', async () => {
    const onPrimary = vi.spyOn(primary, 'query');
    const onReplica = vi.spyOn(replica, 'query');

    await get(API_PATHS.skuDetailPreview(SKU, '1'));

    expect(onReplica.mock.calls.length).toBeGreaterThan(0);
    expect(onPrimary.mock.calls.map(([sql]) => sql).join('\n')).toMatch(/INSERT INTO footprints/);
  });

  it('shows a page published on the primary at once, though the replica has not replayed it', async () => {
    const before = await get<PageResult>(HOME);
    await pauseReplay();
    const published = JSON.stringify({ list: [] });
    // Told after the app's page memory, which listens on the same connection: it has dropped the page then.
    let heard = () => {};
    const noticed = new Promise<void>((resolve) => (heard = resolve));
    const stopListening = await primary.listen('mall_pages', () => heard());
    await primary.query('UPDATE pages SET page_data = $2 WHERE id = $1', [before.id, published]);
    await noticed;
    await stopListening();

    expect((await get<PageResult>(HOME)).pageData).toBe(published);
    await primary.query('UPDATE pages SET page_data = $2 WHERE id = $1', [before.id, before.pageData]);
  });

  it('serves as a process given DATABASE_URL and DATABASE_READ_URL, saying so, and stops cleanly', async () => {
    const server = await startMallProcess({
      DATABASE_URL: primaryServer!.url,
      DATABASE_READ_URL: replicaServer!.url,
      MALL_SSR: '0',
      LOG_LEVEL: 'warn',
      WORKERS: undefined,
    });
    try {
      expect(server.output()).toMatch(/\(PostgreSQL, reads from a replica\)/);
      // A guest's call: zhangwei's token was issued at the tests' clock, which the process does not keep.
      const cards = await callOver<{ skuId: string }[]>(
        server,
        'GET',
        `${API_PATHS.skuCards}?skuIds=${SKU}`,
        {
          from: '127.0.0.1',
        },
      );
      expect(cards.status).toBe(200);
      expect(cards.body.result.map((card) => card.skuId)).toEqual([SKU]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
