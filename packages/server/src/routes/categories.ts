import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requiredField } from '../http/required-field.ts';
import { routeOf } from '../http/route-of.ts';
import { DEFAULT_CATEGORY_MODEL_ID, getCategoryChildren, getCategoryTree } from '../services/categories.ts';

const treeQuerySchema = {
  type: 'object',
  properties: { modelId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

// API_PATHS.categoryChildren encodes its argument; decoding turns the placeholder back into a route parameter.

const childrenParamsSchema = requiredField('id', { type: 'string', pattern: '^[0-9]{1,9}$' });

/**
 * GET the three-level category tree (query `modelId`, default 26) and a category's children (`0`:
 * the first level); names follow the `locale` header. No token needed (spec 02 section 6).
 */
export function registerCategoryRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // The category menu is the catalogue: from the replica when there is one.
  app.get<{ Querystring: { modelId?: string } }>(
    API_PATHS.categoryTree,
    { schema: { querystring: treeQuerySchema } },
    async (request) => {
      const modelId = request.query.modelId ? Number(request.query.modelId) : DEFAULT_CATEGORY_MODEL_ID;
      return ok(await getCategoryTree(readDb, modelId, readCaller(request).locale));
    },
  );

  app.get<{ Params: { id: string } }>(
    routeOf(API_PATHS.categoryChildren(':id')),
    { schema: { params: childrenParamsSchema } },
    async (request) => ok(await getCategoryChildren(readDb, request.params.id, readCaller(request).locale)),
  );
}
