import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOfQuery, type ListPage } from '../services/list-page.ts';
import { ok } from './envelope.ts';
import { memberOf } from './member-session.ts';

/**
 * Registers GET `path`: a page of the caller's own list, as `read` reads it for the member (the
 * request at hand for what else it needs, such as the language). `onRequest` refuses a guest before
 * the query is looked at; the query is checked by the definition `queryRef` (its `pageNumber` and
 * `pageSize` digits), and a page it may leave out is the first of ten rows.
 */
export function registerMemberList(
  app: FastifyInstance,
  path: string,
  options: { onRequest: (request: FastifyRequest) => Promise<void>; queryRef: string },
  read: (memberId: string, page: ListPage, request: FastifyRequest) => Promise<unknown>,
): void {
  app.get<{ Querystring: { pageNumber?: string; pageSize?: string } }>(
    path,
    { onRequest: options.onRequest, schema: { querystring: { $ref: options.queryRef } } },
    async (request) => ok(await read(memberOf(request).memberId, pageOfQuery(request.query), request)),
  );
}
