import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { SHELL_ANSWERS } from './fake-api-shell.ts';

// One fake buyer API that every storefront test shares, at the HTTP boundary: the app's own request
// layer (headers, envelope, error codes, token refresh) runs as in the browser, and a test says only
// what the server answers. `setup.ts` starts it once per file and puts the shell's answers back after
// each test.

/** What a test answers: the envelope's `result`, or a function of the request that answers it. */
export type Answer = JsonBodyType | undefined | ((sent: SentRequest) => unknown);

/** A request the app sent, read back for a test to assert on. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query; a repeated key gives a list. */
  query: Record<string, string | string[]>;
  /** A JSON body as sent; a form body as its fields (a repeated key gives a list); else `undefined`. */
  body: unknown;
  headers: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a path fails: an envelope refusal (`code`, `message`, HTTP `status`), or `network` (no answer at all). */
export type Failure = { code?: number; message?: string; status?: number; result?: JsonBodyType } | 'network';

const sent: SentRequest[] = [];

function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const earlier = fields[key];
    fields[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}

async function readSent(request: Request): Promise<SentRequest> {
  const url = new URL(request.url);
  const text = await request.text();
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (text && type.includes('json')) body = JSON.parse(text);
  else if (text) body = fieldsOf(new URLSearchParams(text));
  return {
    method: request.method,
    path: url.pathname,
    query: fieldsOf(url.searchParams),
    body,
    headers: Object.fromEntries(request.headers),
  };
}

const envelope = (result: unknown) => HttpResponse.json({ success: true, code: 200, result: result ?? null });

function respond(failure: Failure) {
  if (failure === 'network') return HttpResponse.error();
  const { code = 400, message = '请求失败', status = 200, result } = failure;
  return HttpResponse.json(
    { success: false, code, message, ...(result !== undefined ? { result } : {}) },
    { status },
  );
}

/**
 * Which requests to `path` an answer is for. A path may hold `*` for any segment: a path function of
 * `API_PATHS` called with `'*'` answers every id.
 */
export interface AnswerOptions {
  /** Only this method's. Defaults to every method. */
  method?: Method;
  /** Only the next one; then `path` answers as before. Defaults to `false`. */
  once?: boolean;
}

/** A handler answering `path` with `answer`, recording what was sent. */
function answering(path: string, answer: Answer, { method, once = false }: AnswerOptions = {}) {
  const on = method ? http[method.toLowerCase() as Lowercase<Method>] : http.all;
  return on(
    path,
    async ({ request }) => {
      const received = await readSent(request);
      sent.push(received);
      const result = typeof answer === 'function' ? await answer(received) : answer;
      return result instanceof Response ? result : envelope(result);
    },
    { once },
  );
}

// What no test answered fails as an unreachable server would, saying which path, and is recorded
// like the rest, so a test can assert that something was never asked.
const unanswered = answering('*', ({ method, path }) => {
  console.warn(`fake API: nothing answers ${method} ${path}`);
  return HttpResponse.error();
});

const server = setupServer(
  ...Object.entries(SHELL_ANSWERS).map(([path, answer]) => answering(path, answer)),
  unanswered,
);

// A `*` in a path stands for any one segment's text, as in the handlers: `API_PATHS.skuDetail('*')`.
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** The shared fake API: what the server answers in this test, and what the app sent it. */
export const fakeApi = {
  /** Answers `path` with `answer` (the envelope's result) for the rest of the test. */
  answer(path: string, answer: Answer, options?: AnswerOptions): void {
    server.use(answering(path, answer, options));
  },
  /** Fails `path` (an envelope refusal, or `'network'`) for the rest of the test. */
  fail(path: string, failure: Failure = {}, options?: AnswerOptions): void {
    server.use(answering(path, () => respond(failure), options));
  },
  /** Leaves `path` unanswered: the page waits as for a slow server. */
  hang(path: string, options?: AnswerOptions): void {
    server.use(answering(path, () => new Promise<never>(() => {}), options));
  },
  /** Every request sent to `path` in this test (any method unless given), oldest first. */
  sent(path: string, method?: Method): SentRequest[] {
    const pattern = patternOf(path);
    return sent.filter((each) => pattern.test(each.path) && (!method || each.method === method));
  },
  /** The last request sent to `path`; fails the test when there was none. */
  lastSent(path: string, method?: Method): SentRequest {
    const all = fakeApi.sent(path, method);
    const last = all[all.length - 1];
    if (!last) throw new Error(`nothing was sent to ${method ?? ''} ${path}`);
    return last;
  },
};

/** Starts the fake for a test file (`setup.ts`). */
export function startFakeApi(): void {
  // Nothing goes past the fake: `unanswered` answers whatever no other handler does.
  server.listen({ onUnhandledRequest: 'bypass' });
}

/** Puts the shell's answers back and forgets what was sent (after each test). */
export function resetFakeApi(): void {
  server.resetHandlers();
  sent.length = 0;
}

/** Stops the fake when the file's tests are done (`setup.ts`). */
export function stopFakeApi(): void {
  server.close();
}
