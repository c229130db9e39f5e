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

/**
 * Connects to a PostgreSQL server (15 or newer) through a node-postgres pool. `config` takes any
 * pool option, e.g. `options: '-c search_path=...'` to work in one schema.
 */
export async function openPostgresDb(config: pg.PoolConfig): Promise<Db> {
  const pool = new pg.Pool(config);
  // Fail at start rather than at the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
