import pg from 'pg';
import type { Db, DbExecutor } from './db.ts';

type Queryable = Pick<pg.PoolClient, 'query'>;

function executor(target: Queryable): DbExecutor {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

// The pool behind each PostgreSQL adapter, for the few libraries that take a node-postgres pool
// themselves (rate-limiter-flexible's store); kept out of `Db`, which PGlite must answer as well.
const pools = new WeakMap<Db, pg.Pool>();

/** The node-postgres pool `db` runs on; null for a database that has none (PGlite). */
export function postgresPoolOf(db: Db): pg.Pool | null {
  return pools.get(db) ?? null;
}

/**
 * Connects to a PostgreSQL server (15 or newer) through a node-postgres pool. `config` takes any
 * pool option, e.g. `options: '-c search_path=...'` to work in one schema.
 */
export async function openPostgresDb(config: pg.PoolConfig): Promise<Db> {
  const pool = new pg.Pool(config);
  // Fail at start rather than at the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listener = createListener(config);
  const db: Db = {
    kind: 'postgres',
    ...executor(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        // What this process keeps in memory hears the transaction's notices before its caller goes on:
        // a publish answered 200 is then never followed, from the same process, by the page it replaced.
        await listener.caughtUp();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
  pools.set(db, pool);
  return db;
}

/** How long to wait before connecting the listening connection again, in ms. */
const RELISTEN_DELAY_MS = 500;

/**
 * One connection of its own, outside the pool, that LISTENs for every channel asked. Made on the
 * first `listen`; when it is lost it is made again and every handler hears `*`, since notifications
 * sent meanwhile are gone.
 */
function createListener(config: pg.PoolConfig) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  // One query at a time on the listening connection: node-postgres queues a query sent while another
  // runs, with a deprecation warning, and pg 9 will refuse it.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = (made: pg.Client, sql: string): Promise<void> => {
    const run = tail.then(() => made.query(sql)).then(() => undefined);
    tail = run.catch(() => undefined);
    return run;
  };
  // Callers who come while a round trip is on its way, perhaps sent before their commit, share the
  // next one, which starts after it.
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const roundTrip = (made: pg.Client): Promise<void> => {
    if (inFlight === null) {
      inFlight = exclusive(made, 'SELECT 1')
        .catch(() => undefined)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    }
    next ??= inFlight.then(() => {
      next = null;
      return roundTrip(made);
    });
    return next;
  };
  const connect = (): Promise<pg.Client> => {
    const made = new pg.Client(config);
    made.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    });
    const lost = () => {
      if (closed || client === null) return;
      client = null;
      setTimeout(() => {
        if (closed || handlers.size === 0) return;
        client = connect();
        void client.then(
          () => {
            for (const set of handlers.values()) for (const handler of set) handler('*');
          },
          () => lost(),
        );
      }, RELISTEN_DELAY_MS).unref();
    };
    made.on('error', lost);
    made.on('end', lost);
    return made.connect().then(async () => {
      for (const channel of handlers.keys()) await made.query(`LISTEN ${quoted(channel)}`);
      return made;
    });
  };

  return {
    /**
     * Resolves once every notice committed before the call has reached its handlers. The server sends
     * a listening connection its notices before the answer to its next query, and node-postgres calls
     * the handlers as it reads them, so one round trip on that connection is enough.
     */
    async caughtUp() {
      const current = client;
      if (!current || handlers.size === 0) return;
      // A connection lost or being made again has nothing to catch up on: its handlers hear `*`.
      await current.then(roundTrip).catch(() => undefined);
    },
    async listen(channel: string, handler: (payload: string) => void) {
      const set = handlers.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(handler);
      handlers.set(channel, set);
      if (client === null) client = connect();
      else if (first) await exclusive(await client, `LISTEN ${quoted(channel)}`);
      await client;
      return async () => {
        set.delete(handler);
        if (set.size > 0) return;
        handlers.delete(channel);
        const current = client;
        if (current) await exclusive(await current, `UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      if (current) await (await current.catch(() => null))?.end().catch(() => undefined);
    },
  };
}
