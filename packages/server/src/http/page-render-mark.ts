import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

// A server render only reads. It runs for whoever follows a link to a page, with the member's
// `mall-render` cookie, which any site's link brings along (SameSite=Lax): a write made by a render
// is one the member never asked for. The render's API calls (page-render.ts) carry a mark no browser
// can put on its own requests, so a route that writes on a GET can tell them apart and skip the
// write; the browser's own call, once the page runs, makes it.

/** The header the page renderer's API calls carry the mark in. */
export const RENDER_MARK_HEADER = 'x-mall-page-render';
// Made when the server starts and never sent to anyone, so no request from outside can carry it.
const RENDER_MARK = Buffer.from(randomBytes(32).toString('base64url'));

/** Refusal of a server render's call that would change something. */
export const SERVER_RENDER_WRITE_MESSAGE = '页面预渲染不能修改数据';

/** `headers` with the page renderer's mark on them, which replaces any the page code put there. */
export function withRenderMark(headers: Readonly<Record<string, string>>): Record<string, string> {
  return { ...headers, [RENDER_MARK_HEADER]: RENDER_MARK.toString() };
}

/** True for an API call of the server's page renderer, false for any request from outside. */
export function isServerRender(request: Pick<FastifyRequest, 'headers'>): boolean {
  const mark = request.headers[RENDER_MARK_HEADER];
  if (typeof mark !== 'string') return false;
  const given = Buffer.from(mark);
  return given.length === RENDER_MARK.length && timingSafeEqual(given, RENDER_MARK);
}

/**
 * `onRequest` hook of a GET route that is an action (the API keeps some on GET): a server render's
 * call of it is refused (403) before it runs.
 */
export async function refuseServerRender(request: FastifyRequest): Promise<void> {
  if (isServerRender(request)) throw new ApiError(403, SERVER_RENDER_WRITE_MESSAGE);
}
