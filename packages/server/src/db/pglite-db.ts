import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, DbExecutor } from './db.ts';

type PGliteExecutor = Pick<PGlite, 'query' | 'exec'> | Transaction;

function executor(target: PGliteExecutor): DbExecutor {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** A PGlite database, which can also write its whole data directory out as an image. */
export interface PGliteDb extends Db {
  /** The data directory as an uncompressed tarball, for {@link openPGliteDb}'s `image`. */
  dumpImage(): Promise<Blob>;
}

/**
 * Opens an embedded PostgreSQL (PGlite) in `dataDir`, creating it on first use; `memory://` keeps
 * everything in memory (tests). A fresh directory costs an initdb (about 2.5 s), an existing one
 * about 0.4 s. `image`, a {@link PGliteDb.dumpImage} of another database, starts it as a copy of that
 * one instead (tests: under 1 s).
 */
export async function openPGliteDb(dataDir: string, image?: Blob): Promise<PGliteDb> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm ranks search results (migration 007); PGlite bundles it but loads it only when asked.
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: image });
  return {
    dumpImage: () => pglite.dumpDataDir('none'),
    kind: 'pglite',
    ...executor(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(executor(tx))),
    // One connection: a notification arrives with the answer of the statement whose commit sent it.
    listen: async (channel, handler) => {
      const stop = await pglite.listen(channel, handler);
      return () => stop();
    },
    close: () => pglite.close(),
  };
}
