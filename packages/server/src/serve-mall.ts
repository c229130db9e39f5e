import { buildApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import type { Db } from './db/db.ts';
import { openDatabase, type DatabaseOptions } from './db/open-database.ts';
import { openPostgresDb } from './db/postgres-db.ts';
import { seedIfEmpty } from './db/seed.ts';
import { STOREFRONT_SERVER_ENTRY } from './paths.ts';

/** How one API process serves the mall. */
export interface ServeOptions {
  /** Where the data lives. */
  database: DatabaseOptions;
  /**
   * A streaming replica of `database.databaseUrl` (DATABASE_READ_URL) for the reads that may be a
   * second behind: app.ts's `readDb`. Defaults to none: every read goes to the primary.
   */
  readDatabaseUrl?: string;
  host: string;
  port: number;
  /** Pino's level. */
  logLevel: string;
  /** False leaves every page to the browser (`MALL_SSR=0`), as before the server rendered them. */
  serverRendering: boolean;
  /** How long a catalogue answer may be served from memory, in ms (services/catalogue-memo.ts). */
  catalogueStalenessMs: number;
  /** Worker threads that render pages. Defaults to the machine's cores. */
  renderWorkers?: number;
  /** The render threads' nice value (page-render.ts `niceness`); env MALL_RENDER_NICENESS. */
  renderNiceness?: number;
  /**
   * True applies the migrations and seeds an empty database before listening; false when another
   * process (a cluster's primary, `mall-cluster.ts`) has done it for every worker.
   */
  prepareDatabase: boolean;
  /** Says in the line printed at start which worker of a cluster this is. Defaults to `false`. */
  inCluster?: boolean;
}

/**
 * Serves the mall in this process until SIGINT or SIGTERM: opens the database (PGlite or
 * DATABASE_URL) and the replica when given one, prepares the database when asked, and serves the API, the pictures and the storefront build on
 * `host:port`. Exits the process with 1 when it cannot start.
 */
export async function serveMall(options: ServeOptions): Promise<void> {
  const { host, port } = options;
  const db = await openDatabase(options.database);
  let readDb: Db = db;
  if (options.readDatabaseUrl) {
    try {
      // Probed now, like the primary: a replica that cannot be reached fails the start, not a search.
      readDb = await openPostgresDb({ connectionString: options.readDatabaseUrl });
    } catch (error) {
      console.error('Could not connect to DATABASE_READ_URL:', error);
      await db.close().catch(() => undefined);
      process.exit(1);
    }
  }
  const closeDatabases = async () => {
    if (readDb !== db) await readDb.close();
    await db.close();
  };
  const app = buildApp({
    db,
    readDb,
    logger: { level: options.logLevel },
    storefrontServerEntry: options.serverRendering ? STOREFRONT_SERVER_ENTRY : null,
    catalogueStalenessMs: options.catalogueStalenessMs,
    renderWorkers: options.renderWorkers,
    renderNiceness: options.renderNiceness,
  });

  try {
    if (options.prepareDatabase) {
      const applied = await migrate(db);
      if (applied.length) app.log.info({ applied }, 'applied migrations');
      if (await seedIfEmpty(db)) app.log.info('seeded the empty database from fixtures/');
    }
    await app.listen({ host, port });
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await closeDatabases().catch(() => undefined);
    process.exit(1);
  }

  // Ready to close before saying it serves: whoever reads that line may send SIGTERM at once, and a
  // signal without its handler would kill the process without closing the database.
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Stop taking requests first, then close the database so PGlite flushes its data directory.
      void app
        .close()
        .then(closeDatabases)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const engine =
    db.kind === 'pglite'
      ? 'embedded PGlite'
      : readDb === db
        ? 'PostgreSQL'
        : 'PostgreSQL, reads from a replica';
  const worker = options.inCluster ? `, worker pid ${process.pid}` : '';
  console.log(`The mall is running at ${url} (${engine}${worker}).`);
}
