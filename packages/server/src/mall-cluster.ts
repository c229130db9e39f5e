import cluster, { type Worker } from 'node:cluster';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createRestartBackOff } from './restart-back-off.ts';

/** How long workers have to finish their requests and close after SIGINT or SIGTERM. Defaults to `10000` ms. */
export const WORKER_STOP_GRACE_MS = 10_000;

/** A cluster of API processes on one PostgreSQL database. */
export interface ClusterOptions {
  /** How many worker processes serve. */
  workers: number;
  /** The PostgreSQL server every worker opens (PGlite is one process's: main.ts refuses it). */
  databaseUrl: string;
}

/**
 * The primary of `WORKERS=N` (issue 24): prepares the database once (migrations, the seed of an empty
 * one), then forks N workers with node:cluster, each of which runs main.ts again, opens its own pool
 * and listens on the same HOST:PORT (the primary hands out the connections). What the workers must
 * agree on lives in the database: sessions, locks, the address limits (migration 029); what they keep
 * in memory is dropped on its NOTIFY (migration 028). A worker that dies is started again after a
 * back-off; SIGINT or SIGTERM stops them all and then the primary.
 */
export async function runMallCluster({ workers, databaseUrl }: ClusterOptions): Promise<void> {
  const db = await openDatabase({ databaseUrl });
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}.`);
    if (await seedIfEmpty(db)) console.log('Seeded the empty database from fixtures/.');
  } catch (error) {
    console.error('Could not prepare the database:', error);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  await db.close();
  console.log(`Starting ${workers} workers of the mall on PostgreSQL (primary pid ${process.pid}).`);

  const backOff = createRestartBackOff();
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    const delay = backOff.next(uptime);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    console.error(`Worker pid ${worker.process.pid} ended (${how}); another starts in ${delay} ms.`);
    const restart = setTimeout(() => {
      restarts.delete(restart);
      if (!stopping) fork();
    }, delay);
    restarts.add(restart);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const restart of restarts) clearTimeout(restart);
      if (startedAt.size === 0) process.exit(0);
      // Each worker closes its server and its pool on SIGTERM (serve-mall.ts), then exits.
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        console.error(`Workers still running after ${WORKER_STOP_GRACE_MS} ms: killed.`);
        for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
        process.exit(1);
      }, WORKER_STOP_GRACE_MS).unref();
    });
  }

  for (let i = 0; i < workers; i += 1) fork();
}
