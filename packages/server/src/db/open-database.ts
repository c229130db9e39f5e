import { DEFAULT_DATA_DIR } from '../paths.ts';
import type { Db } from './db.ts';
import { openPGliteDb } from './pglite-db.ts';
import { openPostgresDb } from './postgres-db.ts';

/** Where the data lives. */
export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://` for a throw-away database. Defaults to `<repo>/.data/pglite`. */
  dataDir?: string;
}

/** Opens the database: a PostgreSQL server when `databaseUrl` is set, else PGlite in `dataDir`. */
export function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgresDb({ connectionString: options.databaseUrl });
  return openPGliteDb(options.dataDir ?? DEFAULT_DATA_DIR);
}
