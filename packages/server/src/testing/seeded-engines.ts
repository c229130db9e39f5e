import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed.ts';
import { openPostgresSchemaDb, POSTGRES_URL } from './postgres-schema-db.ts';
import { openSeededDb, TEST_SEED_TIME } from './seeded-db.ts';

/** A seeded database and how to be rid of it. */
export interface SeededEngineDb {
  db: Db;
  close: () => Promise<void>;
}

/**
 * The engines a concurrency test runs on, for `describe.each`: PGlite runs one statement at a time,
 * while PostgreSQL (when the tests' server is up) runs the requests' transactions truly at once, so
 * only there do row locks and unique indexes show that they hold.
 */
export const SEEDED_ENGINES: [string, () => Promise<SeededEngineDb>][] = [
  [
    'PGlite',
    async () => {
      const db = await openSeededDb();
      return { db, close: () => db.close() };
    },
  ],
  ...(POSTGRES_URL
    ? [
        [
          'PostgreSQL',
          async () => {
            const { db, drop } = await openPostgresSchemaDb();
            await migrate(db);
            await seedIfEmpty(db, { now: TEST_SEED_TIME });
            return { db, close: drop };
          },
        ] as [string, () => Promise<SeededEngineDb>],
      ]
    : []),
];
