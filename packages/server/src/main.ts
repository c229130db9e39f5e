// Starts the mall's server: opens the database (PGlite under .data/, or DATABASE_URL), applies the
// migrations, seeds an empty database from fixtures/, and serves the API, the pictures and the
// storefront build on HOST:PORT until SIGINT or SIGTERM. With DATABASE_URL, WORKERS=N serves from N
// processes on that port (mall-cluster.ts); each worker runs this file again. DATABASE_READ_URL, a
// streaming replica of DATABASE_URL, takes the reads that may be a second behind (app.ts `readDb`).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { runMallCluster } from './mall-cluster.ts';
import { renderWorkersFor } from './render-workers.ts';
import { serveMall } from './serve-mall.ts';

const env = process.env;
const databaseUrl = env.DATABASE_URL || undefined;
const workers = Number(env.WORKERS || 1);
const renderNiceness = Number(env.MALL_RENDER_NICENESS);
const readDatabaseUrl = env.DATABASE_READ_URL || undefined;

if (!Number.isInteger(workers) || workers < 1) {
  console.error(`WORKERS must be a whole number of processes, 1 or more (it is "${env.WORKERS}").`);
  process.exit(1);
}
if (workers > 1 && !databaseUrl) {
  // Refused rather than ignored: a mall asked for N processes and given one would pass unnoticed.
  console.error(
    `WORKERS=${workers} needs DATABASE_URL: the embedded PGlite is one process's database, and the ` +
      'processes must share one. Start a PostgreSQL server and set DATABASE_URL, or leave WORKERS unset.',
  );
  process.exit(1);
}

if (readDatabaseUrl && !databaseUrl) {
  // Refused rather than ignored, as WORKERS is: a mall told to read from a replica and reading from
  // its own PGlite would pass unnoticed.
  console.error(
    'DATABASE_READ_URL needs DATABASE_URL: it names a streaming replica of the PostgreSQL server that ' +
      'DATABASE_URL names, and the embedded PGlite has no replicas. Set both, or leave DATABASE_READ_URL unset.',
  );
  process.exit(1);
}

if (workers > 1 && databaseUrl && cluster.isPrimary) {
  await runMallCluster({ workers, databaseUrl });
} else {
  await serveMall({
    database: {
      databaseUrl,
      dataDir: env.DATA_DIR
        ? env.DATA_DIR.startsWith('memory://')
          ? env.DATA_DIR
          : resolve(env.DATA_DIR)
        : undefined,
    },
    readDatabaseUrl,
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 8080),
    logLevel: env.LOG_LEVEL || 'info',
    // MALL_SSR=0 leaves every page to the browser, as before the server rendered them.
    serverRendering: env.MALL_SSR !== '0',
    // A second behind is what a rush's searches and goods details may be (issue 24); 0 asks every time.
    catalogueStalenessMs: Number(env.CATALOGUE_STALENESS_MS ?? 1_000),
    renderWorkers: renderWorkersFor(env.MALL_RENDER_WORKERS, workers, availableParallelism()),
    // A nice value for the render threads (-20 to 19; Linux), else page-render.ts RENDER_NICENESS.
    renderNiceness: env.MALL_RENDER_NICENESS && Number.isInteger(renderNiceness) ? renderNiceness : undefined,
    // A cluster's primary has migrated and seeded for its workers.
    prepareDatabase: cluster.isPrimary,
    inCluster: cluster.isWorker,
  });
}
