// What the load and crash runs of `npm run bench` share: a database made ready for them (migrated,
// seeded, stock raised, members made to buy), and the real server started as a child process on it,
// as `npm start` runs it (packages/server/src/main.ts), so it can be killed and started again.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { RENDER_COOKIE } from '@mall/schemas';
import { ROOT } from './bundle-manifest.ts';
import type { Db } from '../packages/server/src/db/db.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { seedIfEmpty } from '../packages/server/src/db/seed.ts';
import { makeBuyers, type Buyer } from '../packages/server/src/testing/buyers.ts';

/** 有机大米 5kg: 89 points, the mall's own store. */
export const BENCH_SKU = '1001';

/** Where the server keeps its data: a PGlite directory or a PostgreSQL server. */
export type ServerData = { dataDir: string } | { databaseUrl: string };

/**
 * Migrates and seeds `db`, raises the stock of `skuIds` to `stock` and makes `count` members with
 * `points` welfare points each, a default address and a pay password.
 */
export async function prepareBenchDb(
  db: Db,
  options: { buyers: number; points: number; skuIds: readonly string[]; stock: number },
): Promise<Buyer[]> {
  await migrate(db);
  await seedIfEmpty(db);
  await db.query('UPDATE skus SET stock = $2 WHERE sku_id = ANY ($1)', [options.skuIds, options.stock]);
  return makeBuyers(db, options.buyers, options.points, new Date());
}

/** Whether the server at `base` answers. */
async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/common/common/site`)).ok;
  } catch {
    return false;
  }
}

/**
 * Starts packages/server/src/main.ts on 127.0.0.1:`port` over `data` (and `env`, e.g. `WORKERS`) and
 * resolves once it answers. Its request log (stdout) is dropped; its errors go to this process's stderr.
 */
export async function startMallServer(
  port: number,
  data: ServerData,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  if (await answers(base)) throw new Error(`something already listens on ${base}`);
  // BENCH_PROFILE_DIR: each server process writes a CPU profile of its threads there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('dataDir' in data
        ? { DATA_DIR: data.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: data.databaseUrl, DATA_DIR: '' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} at start`);
    if (await answers(base)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

/** Sends `signal` to a child process and resolves when it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** The machine's load as the figures should be read with it: "load average 1.2 on 2 cores". */
export const machineLoad = (): string =>
  `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

/**
 * The `mall-render` cookie a member's browser sends once logged in on the mall's platform, in Chinese
 * (what packages/storefront/src/state/render-cookie.ts writes): the server renders `/` for them.
 */
export function memberRenderCookie(accessToken: string, oneId: string): string {
  const state = {
    accessToken,
    oneId,
    pageId: null,
    pageIdEn: null,
    locale: 'zh-CN',
    platform: 'HSHSC',
    cartNum: null,
    deliveryRegion: null,
    stored: {},
  };
  return `${RENDER_COOKIE}=${encodeURIComponent(JSON.stringify(state))}`;
}
