import { API_PATHS, type PageQuery, type Platform } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { findPageById, findPreviewPage, findPublicPage, findSlotPage } from '../services/pages.ts';
import { verifyPreviewToken } from '../services/preview-tokens.ts';

const PAGE_RESULT = `${SCHEMA_BASE}api/pageResult.schema.json`;

/** The platform of a public-page call that names none (the spec's default platform). */
export const DEFAULT_PLATFORM: Platform = 'HSHSC';

const publicQuerySchema = {
  type: 'object',
  properties: {
    pageClientType: { type: 'string', enum: ['PC'], default: 'PC' },
    platform: { $ref: `${PAGE_RESULT}#/definitions/platform` },
  },
} as const;

// API_PATHS.pageById encodes its argument; decoding turns the placeholder back into a route parameter.
const PAGE_BY_ID_ROUTE = decodeURIComponent(API_PATHS.pageById(':id'));

const byIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

// Other query keys the storefront sends (`isPreview`) are left alone: only the token is read.
const byIdQuerySchema = {
  type: 'object',
  properties: { previewToken: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/**
 * The page-data calls (spec 03 section 7). Each answers `result: {id, pageData, isEnglish, idEn}`
 * with `pageData` as JSON text, or `result: null` when there is no such page the caller may read.
 */
export function registerPageRoutes(app: FastifyInstance, { db, now, tokenSecret }: AppDeps): void {
  app.get<{ Querystring: PageQuery }>(
    API_PATHS.pageIndex,
    { schema: { querystring: { $ref: `${PAGE_RESULT}#/definitions/pageQuery` } } },
    // The enterprise is the caller's (from the token), never the query's: a guest or a member of
    // another enterprise asking with `oneId` gets the pages every enterprise shares.
    async (request) => ok(await findSlotPage(db, { ...request.query, oneId: readCaller(request).oneId })),
  );

  app.get<{ Querystring: { pageClientType: string; platform?: Platform } }>(
    API_PATHS.pagePublic,
    { schema: { querystring: publicQuerySchema } },
    async (request) =>
      ok(await findPublicPage(db, request.query.platform ?? DEFAULT_PLATFORM, request.query.pageClientType)),
  );

  app.get<{ Params: { id: string }; Querystring: { previewToken?: string } }>(
    PAGE_BY_ID_ROUTE,
    { schema: { params: byIdParamsSchema, querystring: byIdQuerySchema } },
    async (request) => {
      const { id } = request.params;
      const { previewToken } = request.query;
      // A preview link of this very page shows its draft (issue 23); any other token counts for nothing.
      if (previewToken && (await verifyPreviewToken(previewToken, await tokenSecret(), now())) === id) {
        return ok(await findPreviewPage(db, id));
      }
      // Only what the caller's enterprise may read; anything else answers as an unknown id.
      return ok(await findPageById(db, id, readCaller(request).oneId));
    },
  );
}
