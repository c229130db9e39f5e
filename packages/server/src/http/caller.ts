import type { FastifyRequest } from 'fastify';

/** Who is asking, as far as this issue knows: no login yet. */
export interface Caller {
  /** The caller's enterprise; null for a guest. */
  oneId: string | null;
  /** `en-US` or `zh-CN` (the `locale` header). Defaults to `zh-CN`. */
  locale: 'zh-CN' | 'en-US';
}

const ONE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : undefined;

/**
 * Reads the caller from the request. Until login lands, the enterprise comes from an `oneId` header
 * or query parameter (anything malformed counts as a guest); the next issue replaces this with the
 * member of the access token.
 */
export function readCaller(request: FastifyRequest): Caller {
  const query = request.query as Record<string, unknown> | undefined;
  const oneId = firstString(request.headers.oneid) ?? firstString(query?.oneId);
  const locale = firstString(request.headers.locale) === 'en-US' ? 'en-US' : 'zh-CN';
  return { oneId: oneId && ONE_ID.test(oneId) ? oneId : null, locale };
}
