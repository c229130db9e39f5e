// Test support: the mall's server as a real process (src/main.ts under tsx), on 127.0.0.1 and a free
// port, for the tests that need more than one process on one database. Requests go out over HTTP
// from a loopback address of the test's choosing, which is the address the server counts limits by.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { ApiEnvelope } from '@mall/schemas';
import { freePort } from './free-port.ts';

/** The server's entry point. */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** How long a process may take to say it is serving: tsx, the migrations and the seed on a busy machine. */
const START_TIMEOUT_MS = 45_000;

/** A running server process, what it has printed, and how to stop it. */
export interface MallProcess {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the printed output matches `pattern` (at least `times` times); rejects if the process ends first. */
  waitFor(pattern: RegExp, times?: number, timeoutMs?: number): Promise<void>;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  readonly exited: Promise<number | string>;
  /** Sends SIGTERM (if still running) and waits for the end. */
  stop(): Promise<number | string>;
}

/**
 * Spawns `node --import tsx src/main.ts` with `env` over this process's environment (a value of
 * `undefined` removes a variable), listening on 127.0.0.1:`port`. Does not wait for it to serve: see
 * {@link MallProcess.waitFor}.
 */
export function spawnMallProcess(port: number, env: Record<string, string | undefined>): MallProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port) };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );

  const waitFor = (pattern: RegExp, times = 1, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const global = new RegExp(
        pattern.source,
        pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
      );
      const finish = (error?: Error) => {
        watchers.delete(check);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if ((printed.match(global)?.length ?? 0) >= times) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`no ${pattern} ×${times} within ${timeoutMs} ms; it printed:\n${printed}`)),
        timeoutMs,
      );
      watchers.add(check);
      void exited.then((how) =>
        finish(new Error(`the process ended (${how}) before ${pattern}:\n${printed}`)),
      );
      check();
    });

  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    waitFor,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Spawns a server process ({@link spawnMallProcess}) on a free port and waits until it serves. */
export async function startMallProcess(env: Record<string, string | undefined>): Promise<MallProcess> {
  const server = spawnMallProcess(await freePort(), env);
  try {
    await server.waitFor(/The mall is running at/);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** What a request over HTTP sends besides the method and path. */
export interface HttpRequest {
  /** The loopback address the request leaves from (`127.0.0.x`): the client address the server sees. */
  from: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  payload?: object;
}

/** The status of an answer and its parsed envelope, `result` typed as the test expects it. */
export interface HttpAnswer<T> {
  status: number;
  body: Omit<ApiEnvelope, 'result'> & { result: T };
}

/** Sends one request to a server process on a connection of its own, from `request.from`. */
export function callOver<T>(
  server: Pick<MallProcess, 'url'>,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { from, headers = {}, payload }: HttpRequest,
): Promise<HttpAnswer<T>> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(path, server.url),
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as HttpAnswer<T>['body'] });
          } catch {
            reject(new Error(`${method} ${path} answered ${response.statusCode}: ${text}`));
          }
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
