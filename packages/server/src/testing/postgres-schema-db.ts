// Test support: a database in a schema of its own on the tests' PostgreSQL server (see
// postgres-server.ts), dropped afterwards, so test files never see each other's rows.
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { openPostgresDb } from '../db/postgres-db.ts';

/** The tests' PostgreSQL server, or '' when this machine has none (those tests are skipped). */
export const POSTGRES_URL: string = inject('postgresUrl');

/** A database in a fresh schema of the tests' server, and how to drop it. */
export interface SchemaDb {
  db: Db;
  /** A connection string that works in the schema: what another process is given as `DATABASE_URL`. */
  url: string;
  /** Opens another pool on the same schema: what a second server process would have. */
  openAnother(): Promise<Db>;
  /** Closes the pool and drops the schema. */
  drop(): Promise<void>;
}

/** Opens a database in a new, empty schema of the tests' PostgreSQL server. */
export async function openPostgresSchemaDb(): Promise<SchemaDb> {
  const schema = `mall_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await sharedExtensions(admin);
  await admin.query(`CREATE SCHEMA ${schema}`);
  // The schema first, for the tables; then `public`, for the extensions' operators.
  const searchPath = `-c search_path=${schema},public`;
  const open = () => openPostgresDb({ connectionString: POSTGRES_URL, options: searchPath, max: 20 });
  const db = await open();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', searchPath);
  return {
    db,
    url: url.toString(),
    openAnother: open,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * The migrations' extensions (pg_trgm), once in `public` for every test schema. Made by a migration in a
 * test's own schema, an extension lives there alone: another file's schema, migrated at the same time,
 * finds it made (`CREATE EXTENSION IF NOT EXISTS` does nothing) but cannot see its operator classes, and
 * the first schema's drop takes it away from the rest.
 */
async function sharedExtensions(admin: pg.Client): Promise<void> {
  try {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  } catch (error) {
    // Two files asking at once: the other one made it.
    if ((error as { code?: string }).code !== '23505') throw error;
  }
}
