import { API_PATHS, type ArticleIdParams, type ArticleListQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { routeOf } from '../http/route-of.ts';
import { getArticle, listArticleCategories, listArticles } from '../services/articles.ts';

const ARTICLES = `${SCHEMA_BASE}api/articles.schema.json`;

/**
 * The help centre's articles, for guests and members alike (spec 01 section 7: article, category
 * and site calls need no token), in the caller's language.
 */
export function registerArticleRoutes(app: FastifyInstance, { readDb }: AppDeps): void {
  // Articles are written by operators, not by their readers: a second behind, from the replica.
  app.get<{ Querystring: ArticleListQuery }>(
    API_PATHS.articleList,
    { schema: { querystring: { $ref: `${ARTICLES}#` } } },
    async (request) => ok(await listArticles(readDb, request.query, readCaller(request).locale)),
  );

  app.get(API_PATHS.articleCategories, async (request) =>
    ok(await listArticleCategories(readDb, readCaller(request).locale)),
  );

  app.get<{ Params: ArticleIdParams }>(
    routeOf(API_PATHS.articleGet(':id')),
    { schema: { params: { $ref: `${ARTICLES}#/definitions/articleIdParams` } } },
    async (request) => ok(await getArticle(readDb, request.params.id, readCaller(request).locale)),
  );
}
