import type { Db } from './db/db.ts';

/** What every route needs: the database and the clock. */
export interface AppDeps {
  db: Db;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
}
