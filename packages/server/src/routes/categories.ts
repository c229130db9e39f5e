import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { DEFAULT_CATEGORY_MODEL_ID, getCategoryTree } from '../services/categories.ts';

const treeQuerySchema = {
  type: 'object',
  properties: { modelId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

/** GET the three-level category tree (query `modelId`, default 26); names follow the `locale` header. */
export function registerCategoryRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get<{ Querystring: { modelId?: string } }>(
    API_PATHS.categoryTree,
    { schema: { querystring: treeQuerySchema } },
    async (request) => {
      const modelId = request.query.modelId ? Number(request.query.modelId) : DEFAULT_CATEGORY_MODEL_ID;
      return ok(await getCategoryTree(db, modelId, readCaller(request).locale));
    },
  );
}
