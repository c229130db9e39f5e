// @ts-check
// The worker thread that renders storefront pages (page-render.ts starts it). The storefront's server
// entry runs here, off the API's event loop: a slow render never holds up an API answer, and a fault
// in the page code ends this thread, never the server. Its API calls travel back to the server's
// thread, which answers them with `app.inject` like any request.
// Plain JavaScript: a worker thread does not inherit the TypeScript loader the server runs under.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {import('./page-render-messages.ts').FromRenderer} FromRenderer */
/** @typedef {import('./page-render-messages.ts').ToRenderer} ToRenderer */
/** @typedef {import('./page-render-messages.ts').WireResponse} WireResponse */
/** @typedef {import('./page-render-messages.ts').RenderedPage} RenderedPage */
/**
 * @typedef {{ renderPage(request: { url: string; cookie: string | undefined; fetch: typeof fetch;
 *   signal: AbortSignal }): Promise<RenderedPage | null> }} StorefrontServerEntry
 */

const port = parentPort;
if (!port) throw new Error('page-render-worker.mjs runs as a worker thread');
const { entryUrl, niceness } = /** @type {{ entryUrl: string; niceness: number }} */ (workerData);

/** This thread's id in the kernel (Linux: /proc/thread-self links to /proc/PID/task/TID), else null. */
const tid = (() => {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return null;
  }
})();

// This thread yields the cores to the server's own thread (the API, and the API calls of the renders)
// and to the database: on Linux a thread has its own nice value, set through its id. Under a burst a
// page then waits for the cores the API leaves, times out and goes to the browser, instead of slowing
// every API answer. Elsewhere the thread keeps the process's priority.
if (tid !== null) {
  try {
    setPriority(tid, niceness);
  } catch {
    // not allowed here: renders compete with the API as equals
  }
}
// The server reads this thread's CPU time by its id, to tell a render that will not stop from one
// that waits for a core (page-render.ts).
port.postMessage(/** @type {FromRenderer} */ ({ kind: 'thread', tid }));

/** @type {StorefrontServerEntry} */
const entry = await import(entryUrl);

/** @param {FromRenderer} message */
const post = (message) => port.postMessage(message);
/** @type {Map<number, (response: WireResponse) => void>} */
const answers = new Map();
let nextFetchId = 1;
/** The renders under way, to stop one whose waiter gave up. @type {Map<number, AbortController>} */
const underWay = new Map();

/**
 * The storefront's fetch, answered by the server's thread.
 * @type {typeof fetch}
 */
const fetchThroughServer = async (input, init) => {
  const id = nextFetchId++;
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  const body = typeof init?.body === 'string' ? init.body : undefined;
  /** @type {Promise<WireResponse>} */
  const answered = new Promise((resolve) => answers.set(id, resolve));
  post({ kind: 'fetch', id, url: String(input), method: init?.method ?? 'GET', headers, body });
  const response = await answered;
  return new Response(response.body, { status: response.status, headers: response.headers });
};

port.on('message', (/** @type {ToRenderer} */ message) => {
  if (message.kind === 'fetched') {
    answers.get(message.id)?.(message.response);
    answers.delete(message.id);
    return;
  }
  if (message.kind === 'cancel') {
    underWay.get(message.id)?.abort();
    return;
  }
  const { id } = message;
  const controller = new AbortController();
  underWay.set(id, controller);
  void entry
    .renderPage({
      url: message.url,
      cookie: message.cookie,
      fetch: fetchThroughServer,
      signal: controller.signal,
    })
    .catch(() => null)
    .then((page) => {
      underWay.delete(id);
      post({ kind: 'rendered', id, page: controller.signal.aborted ? null : page });
    });
});

// A promise the page code dropped must not end the thread, and with it every render under way.
process.on('unhandledRejection', () => undefined);
