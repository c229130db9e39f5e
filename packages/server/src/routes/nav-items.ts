import { API_PATHS, type NavItemsQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { listNavItems } from '../services/nav-items.ts';

const SCHEMA = `${SCHEMA_BASE}api/catalogue.schema.json`;

/**
 * GET the top navigation's items (query `pageId` optional). Open to guests, like the category menu
 * beside it; the enterprise is the token's, never a parameter's.
 */
export function registerNavItemRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // Asked on every page and written by no call: from the replica when there is one.
  app.get<{ Querystring: NavItemsQuery }>(
    API_PATHS.navItems,
    { schema: { querystring: { $ref: `${SCHEMA}#/definitions/navItemsQuery` } } },
    async (request) => ok(await listNavItems(readDb, request.query.pageId ?? null, readCaller(request))),
  );
}
