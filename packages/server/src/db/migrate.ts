import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

/** Folder of the SQL migrations, `NNN_name.sql`, applied in file-name order. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any number shared by every process of this app: serialises migrations and seeding across processes. */
export const SCHEMA_LOCK_ID = 74_210_001;

/** One migration file. */
export interface Migration {
  /** File name without `.sql`, e.g. `001_foundation`; recorded in `schema_migrations`. */
  name: string;
  sql: string;
}

/** Reads the migrations of `dir`, sorted by name. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${file}`, 'utf8') }));
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, all in one transaction under an
 * advisory lock, so two processes starting together never apply one twice and a failing migration
 * leaves the schema as it was. Returns the names it applied.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    return applied;
  });
}
