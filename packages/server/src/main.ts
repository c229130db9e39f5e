// Starts the mall's server: opens the database (PGlite under .data/, or DATABASE_URL), applies the
// migrations, seeds an empty database from fixtures/, and serves the API, the pictures and the
// storefront build on HOST:PORT until SIGINT or SIGTERM.
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { STOREFRONT_SERVER_ENTRY } from './paths.ts';

const env = process.env;
const host = env.HOST || '127.0.0.1';
const port = Number(env.PORT || 8080);

const db = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR
    ? env.DATA_DIR.startsWith('memory://')
      ? env.DATA_DIR
      : resolve(env.DATA_DIR)
    : undefined,
});
const app = buildApp({
  db,
  logger: { level: env.LOG_LEVEL || 'info' },
  // MALL_SSR=0 leaves every page to the browser, as before the server rendered them.
  storefrontServerEntry: env.MALL_SSR === '0' ? null : STOREFRONT_SERVER_ENTRY,
});

try {
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'applied migrations');
  if (await seedIfEmpty(db)) app.log.info('seeded the empty database from fixtures/');
  await app.listen({ host, port });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await db.close().catch(() => undefined);
  process.exit(1);
}

const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
console.log(`The mall is running at ${url} (${db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}).`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests first, then close the database so PGlite flushes its data directory.
    void app
      .close()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}
