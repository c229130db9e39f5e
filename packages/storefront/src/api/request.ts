import { getAppI18n } from '../i18n/app-i18n.ts';
import { getAppStore } from '../state/store.ts';
import { API_PATHS, type TokenPair } from '@mall/schemas';
import { accessTokenAtom, refreshTokenAtom, signKeyAtom } from '../state/session.ts';
import { localeAtom } from '../state/locale.ts';
import { deviceIdAtom } from '../state/device-id.ts';
import { ERROR_TOAST_DURATION_MS, toaster } from '../ui/toaster.ts';
import { clearSessionTokens, requestHandlers } from './request-handlers.ts';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

type Store = ReturnType<typeof getAppStore>;
type Scalar = string | number | boolean;
/** A query or form value; arrays repeat the key (`id=1&id=2`), `null`/`undefined` are left out. */
export type ParamValue = Scalar | null | undefined | readonly Scalar[];

export interface RequestOptions {
  /** Defaults to `GET`. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, ParamValue>;
  /** Sent form-encoded (arrays repeat the key) unless `json` is set. */
  body?: Record<string, unknown>;
  /** Send `body` as JSON. Defaults to `false`. */
  json?: boolean;
  /** Send the access token when there is one. Defaults to `true`. */
  auth?: boolean;
  /**
   * Show no message when the call fails: the caller shows its own state (a block's background
   * data, which must never put a page-level error in front of the user). Redirects and the login
   * prompt still happen. Defaults to `false`.
   */
  quiet?: boolean;
  /**
   * Share the answer of the same call (method, path, query and body) sent less than
   * `CLICK_THROTTLE_MS` before instead of sending it again: a double click on add to cart, pay,
   * claim a coupon or a form's submit sends once. Defaults to `true` for POST, PUT and DELETE and
   * `false` for GET.
   */
  throttle?: boolean;
}

/**
 * The options of a call that sends `body` as JSON: a `POST` unless `options` says otherwise, with
 * the rest of `options` (`quiet`, `auth`).
 */
export function jsonBody(body: object, options: Omit<RequestOptions, 'body' | 'json'> = {}): RequestOptions {
  return { method: 'POST', ...options, json: true, body: { ...body } };
}

/**
 * A request that did not answer a result. `handled` is true when the user has already been told
 * (toast, redirect, login prompt) or deliberately told nothing (404), so callers need only stop.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    message: string,
    readonly kind: 'server' | 'timeout' | 'network' | 'not-found' | 'auth' | 'redirect',
    readonly handled: boolean,
    readonly code?: number,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The server's own words for a refusal (a sale that does not exist, a plan the member may not see), when it gave any. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof RequestError && error.kind === 'server' ? error.message : undefined;
}

/** A failure the caller shows itself (wrong password, wrong SMS code, code 30000): plain data, no toast. */
export interface CallerFailure {
  ok: false;
  code: number;
  message: string;
  /** The refusal's data beside its message (`{ remainingAttempts }`, ...), when the server sent any. */
  result?: unknown;
}

/** Tries a refused password has left before its lock, when the refusal says; null when it does not. */
export function remainingAttemptsOf(failure: CallerFailure): { remaining: number; locked: boolean } | null {
  const data = failure.result;
  if (typeof data !== 'object' || data === null || !('remainingAttempts' in data)) return null;
  const remaining = data.remainingAttempts;
  if (typeof remaining !== 'number') return null;
  return { remaining, locked: 'lockedMinutes' in data };
}

export type RequestOutcome<T> = { ok: true; result: T } | CallerFailure;

interface Envelope {
  success: boolean;
  code?: number;
  message?: string;
  result?: unknown;
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Requests give up after this long (spec 01 section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long a sent action shares its answer with the same action sent again (spec 01 section 9). Defaults to `1000`. */
export const CLICK_THROTTLE_MS = 1000;

export const CODE_MAINTENANCE = 89999;
export const CODE_FLEXIBLE_BENEFIT = 3000005;
export const CODE_NOT_LOGGED_IN = 20003;
export const CODE_LOGIN_EXPIRED = 20004;
/** A signed call whose timestamp is too far from the server's clock; its result says the server's time. */
export const CODE_SIGNATURE_STALE = 20006;
/** A valid session of a kind the endpoint does not serve (a disposable card's outside its pages). */
export const CODE_SESSION_KIND_REFUSED = 20005;
export const CODE_CALLER_HANDLED = 30000;

// Login and verification forms show these themselves, next to the field.
const CALLER_HANDLED_MESSAGE =
  /用户名或密码|账号或密码|密码错误|密码不正确|验证码(错误|不正确|已失效|已过期|失效|过期)|(wrong|incorrect|invalid) (username|user name|password|sms code|verification code)|(username|password) (is )?(wrong|incorrect|invalid)|(sms|verification) code (is )?(wrong|incorrect|invalid|expired)/i;

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

// How a request reaches the server: the browser's fetch, or, on the server, the transport of the
// page being rendered (entry-server.tsx), which answers the same paths without the network.
const browserFetch: typeof fetch = (input, init) => fetch(input, init);
let transportScope: (() => typeof fetch | undefined) | null = null;

/**
 * Server rendering (entry-server.tsx): sends each request through what `scope` answers, the
 * transport of the render in whose async context the request is made; several renders run at once.
 */
export function setTransportScope(scope: () => typeof fetch | undefined): void {
  transportScope = scope;
}

function transport(input: string, init: RequestInit): Promise<Response> {
  if (!transportScope) return browserFetch(input, init);
  const send = transportScope();
  if (!send) throw new Error('a request was made on the server outside a page render');
  return send(input, init);
}

/**
 * Calls the buyer API and answers the envelope's `result`. Every failure rejects with a
 * `RequestError` after it was handled once, here (see `requestOutcome`).
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const outcome = await requestOutcome<T>(path, options);
  if (outcome.ok) return outcome.result;
  throw new RequestError(outcome.message, 'server', false, outcome.code);
}

/**
 * Like `request`, but failures the caller must show itself (code 30000, wrong username/password,
 * wrong SMS code) come back as `{ ok: false, code, message }` with no toast. Everything else is
 * handled here: 89999 -> /sdm, 3000005 -> /flexibleBenefitOrder, 404 silent, any other failure a
 * closable 10 s message. HTTP 403 (but code 20005) and codes 20003/20004 refresh the tokens (one refresh shared by
 * all requests refused meanwhile) and replay the request once; when that fails the tokens and the
 * cart count are cleared and the auth handler prompts login.
 */
export function requestOutcome<T>(path: string, options: RequestOptions = {}): Promise<RequestOutcome<T>> {
  const method = options.method ?? 'GET';
  if (!(options.throttle ?? method !== 'GET')) return requestOnce<T>(path, options);
  return throttled(path, options, () => requestOnce<T>(path, options));
}

// ---------------------------------------------------------------------------------------------
// Click throttle
// ---------------------------------------------------------------------------------------------

// The actions sent within the last `CLICK_THROTTLE_MS`, by the session's store, keyed by what they
// send; a render on the server never shares another member's.
const recentActions = new WeakMap<Store, Map<string, { sentAt: number; outcome: Promise<unknown> }>>();

/**
 * Forgets the actions `store`'s session sent, so the next one reaches the server even when the same
 * was sent a moment before. For tests only: the tests of a file share the app's store, and one test's
 * answer must not stand in for the next test's call. Defaults to the app's store.
 */
export function forgetRecentActions(store: Store = getAppStore()): void {
  recentActions.delete(store);
}

function throttled<T>(
  path: string,
  options: RequestOptions,
  sendAction: () => Promise<RequestOutcome<T>>,
): Promise<RequestOutcome<T>> {
  const store = getAppStore();
  let recent = recentActions.get(store);
  if (!recent) {
    recent = new Map();
    recentActions.set(store, recent);
  }
  const now = Date.now();
  for (const [key, action] of recent) if (now - action.sentAt >= CLICK_THROTTLE_MS) recent.delete(key);
  const key = `${options.method ?? 'GET'} ${buildUrl(path, options.query)} ${JSON.stringify(options.body ?? null)}`;
  const earlier = recent.get(key);
  if (earlier) return earlier.outcome as Promise<RequestOutcome<T>>;
  // A double click repeats what was just sent. Once something else is sent (a booking after loading a
  // day's cards), the answers before it may be stale: a list asked again must reach the server.
  recent.clear();
  const outcome = sendAction();
  recent.set(key, { sentAt: now, outcome });
  return outcome;
}

async function requestOnce<T>(path: string, options: RequestOptions): Promise<RequestOutcome<T>> {
  const sentToken = options.auth !== false ? getAppStore().get(accessTokenAtom) : null;
  const attempt = await send(path, options);
  if (attempt.kind === 'done') return attempt.outcome as RequestOutcome<T>;
  // Refused because the member logged out meanwhile: that is the logout, not an expiry to prompt about.
  if (sentToken !== null && sentToken === endingTokens.get(getAppStore()))
    throw new RequestError(attempt.message ?? 'auth', 'auth', true, attempt.code, attempt.status);

  // The token was refused: share one refresh with every other refused request, then replay once.
  const refresh = refreshAfterRefusal(sentToken);
  if (await refresh) {
    const replay = await send(path, options);
    if (replay.kind === 'done') return replay.outcome as RequestOutcome<T>;
    throw sessionExpired(refresh, replay);
  }
  throw sessionExpired(refresh, attempt);
}

// ---------------------------------------------------------------------------------------------
// Token refresh
// ---------------------------------------------------------------------------------------------

// The access token of a session being logged out (`markSessionEnding`), by the session's store.
const endingTokens = new WeakMap<Store, string | null>();

/**
 * Says the current session is being logged out. The server revokes its tokens at once, so calls
 * still on their way with the old token come back refused; those fail quietly instead of trying a
 * refresh and asking the member, who is leaving, to log in again.
 */
export function markSessionEnding(): void {
  const store = getAppStore();
  endingTokens.set(store, store.get(accessTokenAtom));
}

type Attempt =
  | { kind: 'done'; outcome: RequestOutcome<unknown> }
  | { kind: 'refused'; code: number; message: string | undefined; status: number };

// The one refresh in flight of a session (by its store); every request of that session refused
// meanwhile waits for it instead of starting another. Another member's render never shares it.
const refreshes = new WeakMap<Store, Promise<boolean>>();

/**
 * Gets a new token pair after a refusal, answering whether the request may be replayed. A request
 * that was sent with a token that has since been replaced replays with the new one at once.
 */
function refreshAfterRefusal(sentToken: string | null): Promise<boolean> {
  const store = getAppStore();
  const inFlight = refreshes.get(store);
  if (inFlight) return inFlight;
  const current = store.get(accessTokenAtom);
  if (current && current !== sentToken) return Promise.resolve(true);
  const refreshing = refreshTokens(store).finally(() => refreshes.delete(store));
  refreshes.set(store, refreshing);
  return refreshing;
}

async function refreshTokens(store: Store): Promise<boolean> {
  const refreshToken = store.get(refreshTokenAtom);
  if (!refreshToken) return false;
  try {
    const response = await transport(API_PATHS.refreshToken(refreshToken), {
      ...buildInit({ auth: false }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const envelope = asEnvelope(await response.json().catch(() => null));
    const pair = envelope?.success ? (envelope.result as Partial<TokenPair> | undefined) : undefined;
    if (!pair?.accessToken || !pair.refreshToken) return false;
    store.set(accessTokenAtom, pair.accessToken);
    store.set(refreshTokenAtom, pair.refreshToken);
    if (pair.signKey) store.set(signKeyAtom, pair.signKey);
    return true;
  } catch {
    return false;
  }
}

// Failed refreshes already reported, so requests that shared one prompt (and toast) only once.
const reportedRefreshes = new WeakSet<Promise<boolean>>();

/** The refresh failed (or there was nothing to refresh with): clear the session and prompt login. */
function sessionExpired(
  refresh: Promise<boolean>,
  refused: Extract<Attempt, { kind: 'refused' }>,
): RequestError {
  clearSessionTokens();
  if (reportedRefreshes.has(refresh))
    return new RequestError(refused.message ?? 'auth', 'auth', true, refused.code, refused.status);
  reportedRefreshes.add(refresh);
  return authFailure(refused.code, refused.message, refused.status);
}

/**
 * One round trip; a refused token comes back as `refused` for the caller to refresh. A signed call
 * refused for its timestamp (a device clock that is off) is signed again by the server's clock, once.
 */
async function send(path: string, options: RequestOptions, resignStale = true): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  let envelope: Envelope | null;
  try {
    const url = buildUrl(path, options.query);
    const init = buildInit(options);
    await sign(init, url);
    response = await transport(url, { ...init, signal: controller.signal });
    // The body read counts against the same 30 s.
    envelope = asEnvelope(await response.json().catch(() => null));
  } catch {
    throw fail(controller.signal.aborted ? 'timeout' : 'network', options.quiet);
  } finally {
    clearTimeout(timer);
  }

  if (response.status === 404) throw new RequestError('not found', 'not-found', true, undefined, 404);
  // A refused session kind is said like any refusal: a refresh would get the same session again,
  // and taking it for a lost login would log a card's holder out of the card's own pages.
  if (response.status === 403 && envelope?.code !== CODE_SESSION_KIND_REFUSED)
    return { kind: 'refused', code: envelope?.code ?? 403, message: envelope?.message, status: 403 };
  if (!envelope) throw fail('network', options.quiet, undefined, response.status);
  if (envelope.code === CODE_SIGNATURE_STALE && resignStale) {
    const serverTime = (envelope.result as { serverTime?: unknown } | null | undefined)?.serverTime;
    if (typeof serverTime === 'number') {
      clockOffsetMs = serverTime - Date.now();
      return send(path, options, false);
    }
  }
  if (envelope.success) return { kind: 'done', outcome: { ok: true, result: envelope.result } };

  const code = envelope.code ?? response.status;
  const message = envelope.message ?? '';
  switch (code) {
    case CODE_MAINTENANCE:
      requestHandlers().navigate('/sdm', { message });
      throw new RequestError(message, 'redirect', true, code, response.status);
    case CODE_FLEXIBLE_BENEFIT:
      requestHandlers().navigate('/flexibleBenefitOrder');
      throw new RequestError(message, 'redirect', true, code, response.status);
    case CODE_NOT_LOGGED_IN:
    case CODE_LOGIN_EXPIRED:
      return { kind: 'refused', code, message, status: response.status };
  }
  if (code === CODE_CALLER_HANDLED || CALLER_HANDLED_MESSAGE.test(message))
    return {
      kind: 'done',
      outcome: { ok: false, code, message, ...(envelope.result != null ? { result: envelope.result } : {}) },
    };
  throw fail('server', options.quiet, message, response.status, code);
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = encodeParams(query).toString();
  if (!params) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${params}`;
}

function buildInit(options: RequestOptions): RequestInit & { headers: Record<string, string> } {
  const store = getAppStore();
  const headers: Record<string, string> = {
    uuid: store.get(deviceIdAtom),
    locale: store.get(localeAtom),
    clientType: 'PC',
  };
  const token = store.get(accessTokenAtom);
  if (options.auth !== false && token) headers.accessToken = token;

  const init: RequestInit & { headers: Record<string, string> } = {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
  };
  if (options.body !== undefined) {
    if (options.json) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      init.body = JSON.stringify(options.body);
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      init.body = encodeParams(options.body).toString();
    }
  }
  return init;
}

/**
 * Adds the replay-protection headers (spec 01 section 7) to a call sent with the member's token
 * when the login gave a key: `nonce`, `timestamp` (epoch milliseconds) and `signature`, the hex
 * HMAC-SHA256 of `${method}\n${path}\n${timestamp}\n${nonce}` (the path without its query), which
 * the server checks. Without Web Crypto (a page served over plain HTTP) the call goes unsigned.
 */
// How far the server's clock is ahead of this device's, learned from a refusal of a stale timestamp.
let clockOffsetMs = 0;

async function sign(init: RequestInit & { headers: Record<string, string> }, url: string): Promise<void> {
  const key = getAppStore().get(signKeyAtom);
  const subtle = globalThis.crypto?.subtle;
  if (!key || !subtle || !init.headers.accessToken) return;
  const nonce = [...globalThis.crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  const timestamp = String(Date.now() + clockOffsetMs);
  const path = url.split('?', 1)[0] ?? url;
  const encoder = new TextEncoder();
  const hmac = await subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const digest = await subtle.sign(
    'HMAC',
    hmac,
    encoder.encode(`${init.method ?? 'GET'}\n${path}\n${timestamp}\n${nonce}`),
  );
  init.headers.nonce = nonce;
  init.headers.timestamp = timestamp;
  init.headers.signature = [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/** Form/query encoding of the spec: arrays repeat the key; objects travel as JSON text. */
export function encodeParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

function asEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const success = (body as { success?: unknown }).success;
  return typeof success === 'boolean' ? (body as Envelope) : null;
}

function authFailure(code: number, message: string | undefined, status: number): RequestError {
  // 20003 (not logged in) prompts without a message: the prompt itself says it.
  requestHandlers().onAuthFailure({ code, message: code === CODE_NOT_LOGGED_IN ? undefined : message });
  return new RequestError(message ?? 'auth', 'auth', true, code, status);
}

/** Shows the one closable 10 s message of a failure (unless `quiet`) and builds its error. */
function fail(
  kind: 'server' | 'timeout' | 'network',
  quiet = false,
  message?: string,
  status?: number,
  code?: number,
): RequestError {
  const text =
    message ||
    (kind === 'timeout'
      ? getAppI18n().t('request.timeout', { ns: 'storefront' })
      : getAppI18n().t('request.networkError', { ns: 'storefront' }));
  if (!quiet)
    toaster.create({ type: 'error', description: text, duration: ERROR_TOAST_DURATION_MS, closable: true });
  return new RequestError(text, kind, !quiet, code, status);
}
