import { API_PATHS, type PageQuery, type Platform } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { ID_TEXT, requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { findPageById, findPreviewPage } from '../services/pages.ts';
import { createPublishedPages, type PublishedPage } from '../services/published-pages.ts';
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

const byIdParamsSchema = requiredField('id', ID_TEXT);

// Other query keys the storefront sends (`isPreview`) are left alone: only the token is read.
const byIdQuerySchema = {
  type: 'object',
  properties: { previewToken: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/**
 * A published page with its ETag: a browser revalidating what it holds gets a bodiless 304. `private`:
 * a member's answer is their enterprise's page; `no-cache`: asked again each time, answered cheaply.
 */
function answerPage(request: FastifyRequest, reply: FastifyReply, page: PublishedPage) {
  void reply.header('etag', page.etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  // The envelope of `ok(page.result)`, around the result's JSON written once for every caller.
  const { result: _result, ...envelope } = ok(null);
  const head = JSON.stringify(envelope);
  return reply.type('application/json; charset=utf-8').send(`${head.slice(0, -1)},"result":${page.json}}`);
}

/**
 * The page-data calls (spec 03 section 7). Each answers `result: {id, pageData, isEnglish, idEn}`
 * with `pageData` as JSON text, or `result: null` when there is no such page the caller may read.
 */
export function registerPageRoutes(app: FastifyInstance, { db, now, tokenSecret }: AppDeps): void {
  // All on the primary, even with a replica: the slots are kept in memory until a publish's notice
  // (services/published-pages.ts says why they must be read where the notice comes from), a page by
  // id is what an operator opens right after publishing, and a preview is a draft just saved.
  const published = createPublishedPages(db);
  // Caught here so that an app closed before its first page call does not leave it unhandled.
  published.catch(() => undefined);
  app.addHook('onClose', async () => (await published.catch(() => null))?.close());

  app.get<{ Querystring: PageQuery }>(
    API_PATHS.pageIndex,
    { schema: { querystring: { $ref: `${PAGE_RESULT}#/definitions/pageQuery` } } },
    // The enterprise is the caller's (from the token), never the query's: a guest or a member of
    // another enterprise asking with `oneId` gets the pages every enterprise shares.
    async (request, reply) =>
      answerPage(
        request,
        reply,
        await (await published).slot({ ...request.query, oneId: readCaller(request).oneId }),
      ),
  );

  app.get<{ Querystring: { pageClientType: string; platform?: Platform } }>(
    API_PATHS.pagePublic,
    { schema: { querystring: publicQuerySchema } },
    async (request, reply) =>
      answerPage(
        request,
        reply,
        await (
          await published
        ).shared(request.query.platform ?? DEFAULT_PLATFORM, request.query.pageClientType),
      ),
  );

  app.get<{ Params: { id: string }; Querystring: { previewToken?: string } }>(
    routeOf(API_PATHS.pageById(':id')),
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
