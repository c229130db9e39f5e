// Test support: the seeded database a vitest worker keeps from one test file to the next, put back to
// the seed before each file takes it.
//
// Why: starting PGlite from the seeded image costs about 1.7 s, in each of the server's test files
// (the better part of the suite's time, issue 27); putting the kept one back costs about 0.15 s. The
// worker's modules are evaluated afresh for each file (vitest-fresh-file.ts), so what a worker keeps
// lives on `globalThis`.
import type { Db } from '../db/db.ts';
import type { PGliteDb } from '../db/pglite-db.ts';

/** Where the copy of the seeded rows lives, beside the app's tables in `public`. */
const SEED_COPY_SCHEMA = 'test_seed_copy';

/** What a worker keeps between test files. */
interface KeptDb {
  db: PGliteDb;
  /** The app's tables, quoted. */
  tables: string[];
  /** `setval` calls that put every sequence back where the seed left it. */
  sequencesAsSeeded: string;
  /** The shape of the schema when the seed was copied; a file that changed it cannot be undone here. */
  shape: string;
  /** Whether a test file holds it now. */
  lent: boolean;
}

const KEPT = Symbol.for('mall.test.keptSeededDb');
const worker = globalThis as { [KEPT]?: KeptDb };

/**
 * The worker's seeded database, as the seed left it, for one test file: its `close()` gives it back.
 * Opens it with `open` the first time, or when a file changed the schema; a file that asks for a
 * second one while it holds the first gets its own, opened with `open`.
 */
export async function borrowSeededDb(open: () => Promise<PGliteDb>): Promise<Db> {
  let kept = worker[KEPT];
  if (kept?.lent) return open();
  if (kept && !(await putBackToSeed(kept))) {
    await kept.db.close();
    kept = undefined;
  }
  kept ??= worker[KEPT] = await keep(await open());
  kept.lent = true;
  return lend(kept);
}

/** Copies the seeded rows and sequences of a freshly opened database, to put them back later. */
async function keep(db: PGliteDb): Promise<KeptDb> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map(({ name }) => name);
  const sequences = await db.query<{ call: string }>(
    `SELECT format('SELECT setval(%L, %s, %L);', quote_ident(sequencename), coalesce(last_value, start_value),
                   last_value IS NOT NULL) AS call
     FROM pg_sequences WHERE schemaname = 'public'`,
  );
  await db.exec(
    [
      `CREATE SCHEMA ${SEED_COPY_SCHEMA};`,
      ...tables.map((table) => `CREATE TABLE ${SEED_COPY_SCHEMA}.${table} AS TABLE public.${table};`),
    ].join('\n'),
  );
  return {
    db,
    tables,
    sequencesAsSeeded: sequences.map(({ call }) => call).join('\n'),
    shape: await schemaShape(db),
    lent: false,
  };
}

/**
 * Puts the rows and sequences back as the seed left them; answers false, touching nothing, when the
 * schema is no longer the one the seed was copied from.
 */
async function putBackToSeed(kept: KeptDb): Promise<boolean> {
  if ((await schemaShape(kept.db)) !== kept.shape) return false;
  // Replica mode turns off triggers and foreign-key checks while the rows go back in any order.
  await kept.db.exec(
    [
      'RESET ALL;',
      'SET session_replication_role = replica;',
      `TRUNCATE ${kept.tables.map((table) => `public.${table}`).join(', ')};`,
      ...kept.tables.map(
        (table) => `INSERT INTO public.${table} SELECT * FROM ${SEED_COPY_SCHEMA}.${table};`,
      ),
      kept.sequencesAsSeeded,
      'SET session_replication_role = origin;',
    ].join('\n'),
  );
  return true;
}

/** A digest of the app's tables, columns, indexes, constraints, triggers and functions. */
async function schemaShape(db: Db): Promise<string> {
  const [row] = await db.query<{ shape: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(format('%s.%s:%s', c.relname, a.attname, a.atttypid), ',' ORDER BY c.relname, a.attnum)
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
         WHERE n.nspname = 'public' AND a.attnum > 0 AND NOT a.attisdropped),
       (SELECT string_agg(conname || pg_get_constraintdef(oid), ',' ORDER BY conname, oid) FROM pg_constraint
         WHERE connamespace = 'public'::regnamespace),
       (SELECT string_agg(tgname, ',' ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal),
       (SELECT string_agg(proname || md5(prosrc), ',' ORDER BY proname) FROM pg_proc
         WHERE pronamespace = 'public'::regnamespace))) AS shape`,
  );
  return row?.shape ?? '';
}

/**
 * The kept database as one test file sees it: once the file closes it, it is the next file's, and
 * whatever of this file still calls it (a request the file did not wait for) is refused rather than
 * writing into the next file's rows.
 */
function lend(kept: KeptDb): Db {
  let returned = false;
  const listening = new Set<() => Promise<void>>();
  const db = (): PGliteDb => {
    if (returned) throw new Error('this test database was closed by its test file and lent to the next');
    return kept.db;
  };
  return {
    kind: 'pglite',
    query: async (sql, params) => db().query(sql, params),
    exec: async (sql) => db().exec(sql),
    transaction: async (fn) => db().transaction(fn),
    listen: async (channel, handler) => {
      const stop = await db().listen(channel, handler);
      listening.add(stop);
      return async () => {
        if (listening.delete(stop)) await stop();
      };
    },
    close: async () => {
      if (returned) return;
      returned = true;
      for (const stop of listening) await stop();
      listening.clear();
      kept.lent = false;
    },
  };
}
