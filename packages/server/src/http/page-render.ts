import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { FromRenderer, RenderedPage, ToRenderer } from './page-render-messages.ts';
import { withRenderMark } from './page-render-mark.ts';

export type { RenderedPage } from './page-render-messages.ts';

/** Renders storefront pages on the server, so the browser paints them before its JavaScript runs. */
export interface PageRenderer {
  /** The page at `url` (path and query) as the browser with `cookie` would show it; `null` leaves
   * it to the browser: a page not for the server, an address over {@link MAX_RENDERED_URL_LENGTH},
   * a failure, or more than the time allowed. */
  render(url: string, cookie: string | undefined): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

export interface PageRendererOptions {
  /** The storefront's server build: packages/storefront/dist-server/entry-server.js. */
  entryPath: string;
  /** A render slower than this is given up and the browser renders the page. Defaults to 3000. */
  timeoutMs?: number;
}

/**
 * A page whose address (path and query) is longer is left to the browser: the render shows parts of
 * the address (a search keyword), so the address bounds what one request can make the server build.
 * An address the storefront makes is far shorter.
 */
export const MAX_RENDERED_URL_LENGTH = 2_048;

/** After a crash, the worker is started again at the next render, at most this often. */
const RESTART_PAUSE_MS = 10_000;

/**
 * Starts the worker thread that runs the storefront's server entry (page-render-worker.mjs) and
 * answers its API calls with `app.inject`, so a render goes through the same routes, checks and
 * rate limits as the browser's requests; marked as the render's (page-render-mark.ts), they change
 * nothing. Answers `null` when the build has no server entry.
 */
export function startPageRenderer(app: FastifyInstance, options: PageRendererOptions): PageRenderer | null {
  if (!existsSync(options.entryPath)) return null;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const waiting = new Map<number, (page: RenderedPage | null) => void>();
  // Id 0 is the warm-up render's, whose answer nobody waits for.
  let nextId = 1;
  let worker: Worker | null = null;
  let startedAt = 0;
  let closed = false;

  const answerAll = (page: null) => {
    for (const resolve of waiting.values()) resolve(page);
    waiting.clear();
  };

  const start = (): Worker | null => {
    if (worker) return worker;
    if (closed || Date.now() - startedAt < RESTART_PAUSE_MS) return null;
    startedAt = Date.now();
    const started = new Worker(new URL('./page-render-worker.mjs', import.meta.url), {
      workerData: { entryUrl: pathToFileURL(options.entryPath).href },
    });
    started.on('message', (message: FromRenderer) => {
      if (message.kind === 'rendered') {
        waiting.get(message.id)?.(message.page);
        waiting.delete(message.id);
        return;
      }
      void app
        .inject({
          method: message.method as 'GET',
          url: message.url,
          // Marked as the render's, so routes that write on a GET leave the write to the browser.
          headers: withRenderMark(message.headers),
          payload: message.body,
        })
        .then(
          (response) => ({
            status: response.statusCode,
            headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
            body: response.body,
          }),
          () => ({ status: 502, headers: {}, body: '' }),
        )
        .then((response) =>
          started.postMessage({ kind: 'fetched', id: message.id, response } satisfies ToRenderer),
        );
    });
    started.on('error', (error) =>
      app.log.error({ err: error }, 'the page renderer failed; pages render in the browser'),
    );
    started.on('exit', () => {
      if (worker === started) worker = null;
      answerAll(null);
    });
    // The worker must not keep the process alive on its own (tests, shutdown).
    started.unref();
    worker = started;
    return started;
  };
  // A first render warms the worker (its code compiled, its caches filled), so the first visitor
  // after a start does not wait for that: a guest's home page, which runs most of the page code.
  const warmUp = start();
  warmUp?.postMessage({ kind: 'render', id: 0, url: '/', cookie: undefined } satisfies ToRenderer);

  return {
    render(url, cookie) {
      if (url.length > MAX_RENDERED_URL_LENGTH) return Promise.resolve(null);
      const target = start();
      if (!target) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, timeoutMs);
        waiting.set(id, (page) => {
          clearTimeout(timer);
          resolve(page);
        });
        target.postMessage({ kind: 'render', id, url, cookie } satisfies ToRenderer);
      });
    },
    async close() {
      closed = true;
      answerAll(null);
      await worker?.terminate();
      worker = null;
    },
  };
}
