import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readLocale } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { MANAGER_PATHS } from '@mall/schemas';
import { operatorOf } from '../http/operator-session.ts';
import { routeOf } from '../http/route-of.ts';
import {
  addStudioPage,
  createPreviewLink,
  getStudioPage,
  listPageVersions,
  listStudioPages,
  releaseStudioPage,
  rollbackStudioPage,
  saveStudioDraft,
  type DraftSave,
  type NewPage,
  type PageFilter,
} from '../services/page-studio.ts';

const PAGE_RESULT = `${SCHEMA_BASE}api/pageResult.schema.json`;
/** The most JSON text a page may hold (the large fixture page is about a tenth of it). */
export const MAX_PAGE_DATA_LENGTH = 500_000;
/** Pages per list page when the query names none. Defaults to `20`. */
export const DEFAULT_STUDIO_PAGE_SIZE = 20;

const ID = { type: 'string', pattern: '^[0-9A-Za-z_-]{1,64}$' } as const;
const PAGE_DATA = { type: 'string', maxLength: MAX_PAGE_DATA_LENGTH } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 60 } as const;
const REVISION = { type: 'integer', minimum: 1, maximum: 2_000_000_000 } as const;

const listQuerySchema = {
  type: 'object',
  properties: {
    platform: { $ref: `${PAGE_RESULT}#/definitions/platform` },
    pageType: { $ref: `${PAGE_RESULT}#/definitions/pageType` },
    oneId: ID,
    state: { type: 'string', enum: ['draft', 'published', 'changed'] },
    pageNumber: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-4][0-9]|50)$' },
  },
} as const;

const addBodySchema = {
  type: 'object',
  required: ['name', 'platform', 'pageType'],
  additionalProperties: false,
  properties: {
    name: NAME,
    platform: { $ref: `${PAGE_RESULT}#/definitions/platform` },
    pageType: { $ref: `${PAGE_RESULT}#/definitions/pageType` },
    oneId: { anyOf: [ID, { type: 'null' }] },
    isPublic: { type: 'boolean' },
    pageData: PAGE_DATA,
    englishOf: { anyOf: [ID, { type: 'null' }] },
  },
} as const;

const saveBodySchema = {
  type: 'object',
  required: ['revision', 'pageData'],
  additionalProperties: false,
  properties: {
    revision: REVISION,
    pageData: PAGE_DATA,
    name: NAME,
  },
} as const;

// A publish may name the draft revision it means (mall-publish does); a body is optional.
const releaseBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { revision: REVISION },
} as const;

const idParamsSchema = { type: 'object', required: ['id'], properties: { id: ID } } as const;
const versionParamsSchema = {
  type: 'object',
  required: ['id', 'version'],
  properties: { id: ID, version: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

/**
 * The operators' page endpoints (issue 23), lilishop's manager family. Every one needs an operator's
 * token (401 without) and refuses a page the operator may not touch (403); problems are worded in
 * the `locale` header's language.
 */
export function registerManagerPageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  requireOperator: (request: FastifyRequest) => Promise<void>,
): void {
  const { db, now } = deps;
  const context = (request: FastifyRequest) => ({ now: now(), locale: readLocale(request) });

  app.get<{ Querystring: PageFilter & { pageNumber?: string; pageSize?: string } }>(
    MANAGER_PATHS.pages,
    { onRequest: requireOperator, schema: { querystring: listQuerySchema } },
    async (request) => {
      const { pageNumber = '1', pageSize = String(DEFAULT_STUDIO_PAGE_SIZE), ...filter } = request.query;
      const page = { pageNumber: Number(pageNumber), pageSize: Number(pageSize) };
      return ok(await listStudioPages(db, operatorOf(request), filter, page));
    },
  );

  app.post<{ Body: NewPage }>(
    MANAGER_PATHS.pageAdd,
    { onRequest: requireOperator, schema: { body: addBodySchema } },
    async (request) => ok(await addStudioPage(db, operatorOf(request), request.body, context(request))),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(MANAGER_PATHS.pageGet(':id')),
    { onRequest: requireOperator, schema: { params: idParamsSchema } },
    async (request) =>
      ok(await getStudioPage(db, operatorOf(request), request.params.id, readLocale(request))),
  );

  app.put<{ Params: { id: string }; Body: DraftSave }>(
    routeOf(MANAGER_PATHS.pageUpdate(':id')),
    { onRequest: requireOperator, schema: { params: idParamsSchema, body: saveBodySchema } },
    async (request) =>
      ok(await saveStudioDraft(db, operatorOf(request), request.params.id, request.body, context(request))),
  );

  app.put<{ Params: { id: string }; Body: { revision?: number } | undefined }>(
    routeOf(MANAGER_PATHS.pageRelease(':id')),
    { onRequest: requireOperator, schema: { params: idParamsSchema, body: releaseBodySchema } },
    async (request) =>
      ok(
        await releaseStudioPage(
          db,
          operatorOf(request),
          request.params.id,
          context(request),
          request.body?.revision,
        ),
      ),
  );

  app.get<{ Params: { id: string } }>(
    routeOf(MANAGER_PATHS.pageHistory(':id')),
    { onRequest: requireOperator, schema: { params: idParamsSchema } },
    async (request) => ok(await listPageVersions(db, operatorOf(request), request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    routeOf(MANAGER_PATHS.pagePreview(':id')),
    { onRequest: requireOperator, schema: { params: idParamsSchema } },
    async (request) => {
      const secret = await deps.tokenSecret();
      return ok(await createPreviewLink(db, operatorOf(request), request.params.id, { now: now(), secret }));
    },
  );

  app.put<{ Params: { id: string; version: string } }>(
    routeOf(MANAGER_PATHS.pageRollback(':id', ':version')),
    { onRequest: requireOperator, schema: { params: versionParamsSchema } },
    async (request) => {
      const { id, version } = request.params;
      return ok(await rollbackStudioPage(db, operatorOf(request), id, Number(version), context(request)));
    },
  );
}
