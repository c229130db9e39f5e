// Vitest global setup: a throw-away PostgreSQL 15 server for the tests that run on PostgreSQL too
// (db/postgres.test.ts, trading-concurrency.test.ts), so `npm test` checks both engines wherever
// Debian's PostgreSQL 15 is installed. It listens on 127.0.0.1 on a free port, keeps its data in a
// temporary directory without fsync, and is stopped and removed when the tests end. DATABASE_URL,
// when set, is used instead. In CI (CI=1) a missing PostgreSQL is an error, not a skip.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const PG_BIN = '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the tests' PostgreSQL server; empty when there is none. */
    postgresUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
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

/** Starts a PostgreSQL 15 on 127.0.0.1 on a free port, its data in a temporary directory without fsync. */
export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-test-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  runPg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
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
