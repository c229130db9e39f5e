import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { signKeyOf } from '../services/tokens.ts';
import { ApiError } from './api-error.ts';

// Replay protection (spec 01 section 7): a logged-in caller may sign a request with the `signKey`
// its login answered, sending `nonce`, `timestamp` (epoch milliseconds) and `signature` = hex
// HMAC-SHA256 of `${method}\n${path}\n${timestamp}\n${nonce}` (the path as sent, without its
// query). When any of the three is present all are checked before the handler runs: a bad
// signature, a timestamp more than 5 minutes off or a nonce already taken is refused. A request
// without them is served as ever. The key is derived from the login's family (services/tokens.ts),
// so it needs no storage; the nonces are kept in `request_nonces`, shared by every API process.

/** How far a signed request's timestamp may be from the server's clock. Defaults to 5 minutes. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;
/** Headers of a signed request. */
export const NONCE_HEADER = 'nonce';
export const TIMESTAMP_HEADER = 'timestamp';
export const SIGNATURE_HEADER = 'signature';

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
const TIMESTAMP = /^[0-9]{1,16}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;
// Nonces older than the window are refused by their timestamp anyway; pruned at most once a minute.
const PRUNE_EVERY_MS = 60_000;

const signatureIncomplete = () => new ApiError(400, '请求签名不完整');
const signatureInvalid = () => new ApiError(400, '请求签名无效');
/**
 * Code of a signed request whose timestamp is too far from the server's clock; the refusal's result
 * `{ serverTime }` (epoch milliseconds) lets the caller correct its clock and sign again.
 */
export const SIGNATURE_STALE_CODE = 20_006;

const signatureStale = (serverTime: number) =>
  new ApiError(400, '请求已过期，请校准设备时间后重试', SIGNATURE_STALE_CODE, { serverTime });
const nonceReused = () => new ApiError(409, '请求已提交过，请勿重复提交');

/** The text a request's signature covers. */
export function signedText(method: string, path: string, timestamp: string, nonce: string): string {
  return `${method}\n${path}\n${timestamp}\n${nonce}`;
}

/** Hex HMAC-SHA256 of `signedText` with a login's `signKey`, as the storefront computes it. */
export function requestSignature(
  signKey: string,
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
): string {
  return createHmac('sha256', signKey)
    .update(signedText(method, path, timestamp, nonce))
    .digest('hex');
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What checking signatures needs. */
export interface RequestSignatureDeps {
  db: Db;
  now: () => Date;
  tokenSecret: () => Promise<Uint8Array>;
}

/**
 * Checks the replay-protection headers of every request that carries them (an onRequest hook;
 * register it after `registerMemberSession`, whose answer names the login). A caller whose token
 * is no longer valid is left to the route's guard, which asks it to refresh; a guest has no key,
 * so its signature is refused.
 */
export function registerRequestSignature(app: FastifyInstance, deps: RequestSignatureDeps): void {
  let lastPruned = 0;
  app.addHook('onRequest', async (request) => {
    const nonce = header(request, NONCE_HEADER);
    const timestamp = header(request, TIMESTAMP_HEADER);
    const signature = header(request, SIGNATURE_HEADER);
    if (nonce === undefined && timestamp === undefined && signature === undefined) return;
    const session = request.memberSession;
    if (session.state === 'invalid') return;
    if (!nonce || !timestamp || !signature) throw signatureIncomplete();
    if (!NONCE.test(nonce) || !TIMESTAMP.test(timestamp) || !SIGNATURE.test(signature))
      throw signatureInvalid();
    if (session.state !== 'member') throw signatureInvalid();

    const now = deps.now().getTime();
    if (Math.abs(now - Number(timestamp)) > SIGNATURE_WINDOW_MS) throw signatureStale(now);
    const path = request.url.split('?', 1)[0] ?? request.url;
    const expected = requestSignature(
      signKeyOf(await deps.tokenSecret(), session.family),
      request.method,
      path,
      timestamp,
      nonce,
    );
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) throw signatureInvalid();

    if (now - lastPruned > PRUNE_EVERY_MS) {
      lastPruned = now;
      await deps.db.query('DELETE FROM request_nonces WHERE seen_at < $1', [
        new Date(now - 2 * SIGNATURE_WINDOW_MS),
      ]);
    }
    // The primary key decides between two requests with one nonce, in this process or another.
    const taken = await deps.db.query(
      `INSERT INTO request_nonces (nonce, seen_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [`${session.family}:${nonce}`, new Date(now)],
    );
    if (taken.length === 0) throw nonceReused();
  });
}
