import type { Db } from '../db/db.ts';

/** A database that fails every call: proves the routes a test reaches never touch the data. */
export const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  // Listening reads nothing: an app's caches may listen even where no route touches the data.
  listen: () => Promise.resolve(() => Promise.resolve()),
  close: () => Promise.resolve(),
};
