import type { FastifyRequest } from 'fastify';

/** Who is asking. */
export interface Caller {
  /**
   * The enterprise of the caller's valid access token; null for a guest (no token, or a bad one) and
   * for a disposable card's session, which sees the open mall as a guest does.
   */
  oneId: string | null;
  /** The member of that token; null for a guest. */
  memberId: string | null;
  /** `en-US` or `zh-CN` (the `locale` header). Defaults to `zh-CN`. */
  locale: 'zh-CN' | 'en-US';
}

/** The caller's locale: the `locale` header, `en-US` or else `zh-CN`. */
export function readLocale(request: FastifyRequest): Caller['locale'] {
  const header = request.headers.locale;
  return (Array.isArray(header) ? header[0] : header) === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Reads the caller from the request: the session decided from its access token, and its locale. */
export function readCaller(request: FastifyRequest): Caller {
  const session = request.memberSession;
  const locale = readLocale(request);
  return session?.state === 'member' && session.kind === 'employee'
    ? { oneId: session.oneId, memberId: session.memberId, locale }
    : { oneId: null, memberId: null, locale };
}
