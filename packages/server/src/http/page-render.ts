import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { FromRenderer, RenderedPage, ToRenderer } from './page-render-messages.ts';
import { withRenderMark } from './page-render-mark.ts';
import { threadCpuMs } from './thread-cpu.ts';

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
  /** Render workers. Defaults to the machine's cores. */
  workers?: number;
  /**
   * Renders one worker runs at once: a render mostly waits for its API answers, which the server's
   * thread gives, so a worker renders others meanwhile. Defaults to {@link RENDERS_PER_WORKER}.
   */
  rendersPerWorker?: number;
  /**
   * Renders that may wait for a place on a worker; one more is left to the browser at once, so a
   * burst never queues pages that would only time out. Defaults to twice the renders the workers run
   * at once.
   */
  queueLimit?: number;
  /**
   * The render threads' nice value (Linux): above the server's own 0, so a burst of pages never takes
   * the cores from the API. Defaults to {@link RENDER_NICENESS}.
   */
  niceness?: number;
  /** See {@link CANCEL_GRACE_MS}; a test's shorter grace. */
  cancelGraceMs?: number;
}

/**
 * A page whose address (path and query) is longer is left to the browser: the render shows parts of
 * the address (a search keyword), so the address bounds what one request can make the server build.
 * An address the storefront makes is far shorter.
 */
export const MAX_RENDERED_URL_LENGTH = 2_048;

/** Renders one worker runs at once unless told otherwise: enough to keep it busy while some wait. */
export const RENDERS_PER_WORKER = 4;

/** How much lower than the API a render thread runs: a tenth of the API's share of a busy core. */
export const RENDER_NICENESS = 10;

/** After a crash, a worker is started again at the next render, at most this often. */
const RESTART_PAUSE_MS = 10_000;

/**
 * A render told to stop that is still running after its thread has spent this much CPU time since
 * (on Linux; elsewhere, this much time) has its worker ended and started afresh. Counted in the
 * thread's own CPU time because a render thread runs below the API (RENDER_NICENESS): in a burst it
 * may wait seconds for a core, and a thread ended for waiting is a thread to start again (a second or
 * two of a core to load the page code) at the worst moment.
 */
export const CANCEL_GRACE_MS = 1_000;

/** A render told to stop that still runs this much later has its worker ended, CPU time or not. */
const STUCK_RENDER_MS = 30_000;

/** One page to render, and whoever waits for it. */
interface Job {
  id: number;
  url: string;
  cookie: string | undefined;
  /** Answers the waiter, once; later calls do nothing. */
  finish(page: RenderedPage | null): void;
  settled: boolean;
  /** When a worker took it (`performance.now()`), to learn how long renders take; 0 while queued. */
  startedAt: number;
}

/** One worker thread and the renders it runs. */
interface Slot {
  worker: Worker | null;
  /** Its thread's id in the kernel, once the worker has said it (Linux); null elsewhere. */
  tid: number | null;
  jobs: Map<number, Job>;
  /** When its worker last started, to pause restarts after a crash; 0 restarts at once. */
  startedAt: number;
}

/**
 * Starts a pool of worker threads that run the storefront's server entry (page-render-worker.mjs),
 * each rendering a few pages at a time, and answers their API calls with `app.inject`, so a render
 * goes through the same routes, checks and rate limits as the browser's requests; marked as the
 * render's (page-render-mark.ts), they change nothing. A render waits for a place on a worker in a bounded queue;
 * when the queue is full, or the waiter gives up, the browser renders the page instead, and a render
 * whose waiter gave up is stopped (its worker ended if it does not stop). Answers `null` when the
 * build has no server entry.
 */
export function startPageRenderer(app: FastifyInstance, options: PageRendererOptions): PageRenderer | null {
  if (!existsSync(options.entryPath)) return null;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const size = Math.max(1, options.workers ?? availableParallelism());
  const perWorker = Math.max(1, options.rendersPerWorker ?? RENDERS_PER_WORKER);
  const queueLimit = options.queueLimit ?? size * perWorker * 2;
  const cancelGraceMs = options.cancelGraceMs ?? CANCEL_GRACE_MS;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    tid: null,
    jobs: new Map(),
    startedAt: 0,
  }));
  const queue: Job[] = [];
  const renderTime = createRenderTime();
  let nextId = 1;
  let closed = false;

  const startWorker = (slot: Slot): Worker | null => {
    if (slot.worker) return slot.worker;
    if (closed || Date.now() - slot.startedAt < RESTART_PAUSE_MS) return null;
    slot.startedAt = Date.now();
    const started = new Worker(new URL('./page-render-worker.mjs', import.meta.url), {
      workerData: {
        entryUrl: pathToFileURL(options.entryPath).href,
        niceness: options.niceness ?? RENDER_NICENESS,
      },
    });
    slot.tid = null;
    started.on('message', (message: FromRenderer) => {
      if (message.kind === 'thread') {
        if (slot.worker === started) slot.tid = message.tid;
        return;
      }
      if (message.kind === 'rendered') {
        const job = slot.jobs.get(message.id);
        if (!job) return;
        slot.jobs.delete(message.id);
        renderTime.observe(performance.now() - job.startedAt);
        job.finish(message.page);
        dispatch();
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
      app.log.error({ err: error }, 'a page renderer failed; its pages render in the browser'),
    );
    started.on('exit', () => {
      if (slot.worker !== started) return;
      slot.worker = null;
      const jobs = [...slot.jobs.values()];
      slot.jobs.clear();
      for (const job of jobs) job.finish(null);
      dispatch();
    });
    // The worker must not keep the process alive on its own (tests, shutdown).
    started.unref();
    slot.worker = started;
    return started;
  };

  /**
   * Hands queued renders to the workers with room, the least busy first (so renders spread over the
   * cores), starting a worker where one is missing.
   */
  function dispatch(): void {
    while (queue.length > 0) {
      let chosen: { slot: Slot; worker: Worker } | null = null;
      for (const slot of slots) {
        if (slot.jobs.size >= perWorker) continue;
        if (chosen && chosen.slot.jobs.size <= slot.jobs.size) continue;
        const worker = startWorker(slot);
        if (worker) chosen = { slot, worker };
      }
      if (!chosen) return;
      const { slot, worker } = chosen;
      const job = queue.shift()!;
      job.startedAt = performance.now();
      slot.jobs.set(job.id, job);
      worker.postMessage({
        kind: 'render',
        id: job.id,
        url: job.url,
        cookie: job.cookie,
      } satisfies ToRenderer);
    }
  }

  /**
   * The waiter gave up: out of the queue, or stopped where it runs. A render that goes on past the
   * grace has its worker ended, and the renders beside it go to the browser too: a render that does
   * not stop is a fault, and its thread is not to be trusted with more.
   */
  const giveUp = (job: Job) => {
    job.finish(null);
    const queued = queue.indexOf(job);
    if (queued >= 0) {
      queue.splice(queued, 1);
      return;
    }
    const slot = slots.find((candidate) => candidate.jobs.get(job.id) === job);
    if (!slot?.worker) return;
    const { worker, tid } = slot;
    worker.postMessage({ kind: 'cancel', id: job.id } satisfies ToRenderer);
    const cancelledAt = performance.now();
    const cpuAtCancel = tid === null ? null : threadCpuMs(tid);
    const check = () => {
      if (slot.jobs.get(job.id) !== job || slot.worker !== worker) return;
      const cpuNow = tid === null ? null : threadCpuMs(tid);
      const spent =
        cpuAtCancel === null || cpuNow === null ? performance.now() - cancelledAt : cpuNow - cpuAtCancel;
      if (spent < cancelGraceMs && performance.now() - cancelledAt < STUCK_RENDER_MS) {
        // Still waiting for a core, or for an answer: not yet a render that will not stop.
        setTimeout(check, cancelGraceMs).unref();
        return;
      }
      slot.startedAt = 0; // ended by us, not crashed: started again at once
      void worker.terminate();
    };
    setTimeout(check, cancelGraceMs).unref();
  };

  const submit = (url: string, cookie: string | undefined): Promise<RenderedPage | null> =>
    new Promise((resolve) => {
      const job: Job = {
        id: nextId++,
        url,
        cookie,
        settled: false,
        startedAt: 0,
        finish(page) {
          if (job.settled) return;
          job.settled = true;
          clearTimeout(timer);
          resolve(page);
        },
      };
      const timer = setTimeout(() => giveUp(job), timeoutMs);
      queue.push(job);
      dispatch();
      // Still queued: every worker busy (or down after a crash). Past the queue's bound, with no
      // worker running at all, or behind more renders than end before its timeout (a burst: each
      // would wait, time out and be left to the browser anyway, having held the pages behind it),
      // the browser renders the page now rather than after the timeout.
      const place = queue.indexOf(job);
      if (job.settled || place < 0) return;
      const expectedMs = renderTime.waitAt(place, size * perWorker);
      if (
        queue.length > queueLimit ||
        slots.every((slot) => slot.worker === null) ||
        expectedMs > timeoutMs
      ) {
        queue.splice(queue.indexOf(job), 1);
        job.finish(null);
      }
    });

  // A first render warms each worker (its code compiled, its caches filled), so the first visitors
  // after a start do not wait for that: a guest's home page, which runs most of the page code.
  for (let i = 0; i < size; i++) void submit('/', undefined);

  return {
    render(url, cookie) {
      if (url.length > MAX_RENDERED_URL_LENGTH) return Promise.resolve(null);
      return submit(url, cookie);
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.finish(null);
      await Promise.all(
        slots.map(async (slot) => {
          for (const job of slot.jobs.values()) job.finish(null);
          slot.jobs.clear();
          const { worker } = slot;
          slot.worker = null;
          await worker?.terminate();
        }),
      );
    },
  };
}

/**
 * How long renders take here lately, as a moving average of their time on a worker (each new render
 * counts for half: a burst shows within a few pages), and what that makes of a queued page's wait.
 */
function createRenderTime() {
  let averageMs = 0;
  return {
    observe(ms: number): void {
      averageMs = averageMs === 0 ? ms : (averageMs + ms) / 2;
    },
    /**
     * The time until a page at `place` in the queue (0 first) has been rendered, with `places`
     * renders running at once: the renders ahead of it end `places` at a time, then its own. 0 until
     * a render has ended.
     */
    waitAt(place: number, places: number): number {
      return ((place + 1) * averageMs) / places + averageMs;
    },
  };
}
