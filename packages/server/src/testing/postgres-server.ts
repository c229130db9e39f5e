// Vitest global setup: a throw-away PostgreSQL 15 server for the tests that run on PostgreSQL too
// (db/postgres.test.ts, trading-concurrency.test.ts), so `npm test` checks both engines wherever
// Debian's PostgreSQL 15 is installed. It listens on 127.0.0.1 on a free port, keeps its data in a
// temporary directory without fsync, and is stopped and removed when the tests end. DATABASE_URL,
// when set, is used instead. In CI (CI=1) a missing PostgreSQL is an error, not a skip. The bench and
// read-replica.test.ts start servers of their own here too, and streaming replicas of them.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the tests' PostgreSQL server; empty when there is none. */
    postgresUrl: string;
  }
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root (initdb refuses root). */
function runPg(program: string, args: readonly string[]): void {
  const command = [join(PG_BIN, program), ...args];
  if (process.getuid?.() === 0) {
    const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
  } else {
    execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  }
}

/** A running throw-away PostgreSQL 15 server: its connection string, and how to stop and remove it. */
export interface ThrowAwayPostgres {
  url: string;
  stop(): void;
}

/** Whether Debian's PostgreSQL 15 is installed here. */
export const hasPostgres15 = (): boolean => existsSync(join(PG_BIN, 'initdb'));

/** A temporary directory the `postgres` user may write in (when we are root, PostgreSQL runs as it). */
function makePostgresDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mall-test-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * Starts the server of the data directory `<dir>/data` on 127.0.0.1:`port`, waits until it takes
 * connections, and answers it. A replica is given the primary's `max_connections`: a hot standby
 * refuses to start with fewer than its primary.
 */
function startServerIn(dir: string, port: number): ThrowAwayPostgres {
  const data = join(dir, 'data');
  runPg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Starts a PostgreSQL 15 on 127.0.0.1 on a free port, its data in a temporary directory without fsync. */
export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const dir = makePostgresDir();
  const port = await freePort();
  runPg('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  return startServerIn(dir, port);
}

/** A throw-away streaming replica: a {@link ThrowAwayPostgres} that also says when it has caught up. */
export interface ThrowAwayReplica extends ThrowAwayPostgres {
  /**
   * Resolves once the replica has replayed everything its primary had written when this was called;
   * rejects after `timeoutMs`. Defaults to `10000` ms.
   */
  caughtUp(timeoutMs?: number): Promise<void>;
}

/** How often {@link ThrowAwayReplica.caughtUp} asks the replica how far it has replayed, in ms. */
const REPLAY_POLL_MS = 20;

/**
 * Starts a hot standby of `primary` (a {@link startThrowAwayPostgres} of this machine) on another free
 * port: `pg_basebackup -R` copies the primary's data and writes the streaming connection back to it,
 * then the copy is started read-only and follows every commit of the primary's. PostgreSQL 15's
 * defaults allow it as they are: `wal_level=replica`, ten WAL senders, and the trust of `initdb
 * --auth=trust` covers replication connections from 127.0.0.1. Stop it before its primary.
 */
export async function startReplicaOf(primary: Pick<ThrowAwayPostgres, 'url'>): Promise<ThrowAwayReplica> {
  const dir = makePostgresDir();
  const port = await freePort();
  let replica: ThrowAwayPostgres;
  try {
    runPg('pg_basebackup', [
      '-D',
      join(dir, 'data'),
      '-d',
      primary.url,
      '-R',
      // The default spreads the backup's checkpoint out over minutes.
      '--checkpoint=fast',
      '--no-sync',
    ]);
    replica = startServerIn(dir, port);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...replica,
    async caughtUp(timeoutMs = 10_000) {
      const [written] = await askOnce<{ lsn: string }>(
        primary.url,
        'SELECT pg_current_wal_lsn()::text AS lsn',
      );
      const deadline = Date.now() + timeoutMs;
      // Another process replays the WAL: nothing here can be told when, so it is asked until it has.
      for (;;) {
        const [replayed] = await askOnce<{ done: boolean }>(
          replica.url,
          'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
          [written?.lsn],
        );
        if (replayed?.done) return;
        if (Date.now() > deadline)
          throw new Error(`the replica had not replayed ${written?.lsn} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
      }
    },
  };
}

/** Runs one statement on a connection of its own. */
async function askOnce<T extends object>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('postgresUrl', process.env.DATABASE_URL);
    return undefined;
  }
  if (!hasPostgres15()) {
    if (process.env.CI) throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}); CI needs it`);
    project.provide('postgresUrl', '');
    return undefined;
  }
  const server = await startThrowAwayPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
