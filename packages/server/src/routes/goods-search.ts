import { API_PATHS, type GoodsSearchQuery, type SkuCardsQuery } from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller, type Caller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-session.ts';
import { createCatalogueMemo } from '../services/catalogue-memo.ts';
import { pageOfQuery } from '../services/list-page.ts';
import {
  DEFAULT_SEARCH_PAGE_SIZE,
  listSearchBrands,
  listSearchCategories,
  listSkuCards,
  searchGoods,
} from '../services/goods-search.ts';

const SCHEMA = `${SCHEMA_BASE}api/catalogue.schema.json`;

/**
 * What a search's answer depends on besides its query: the language, the enterprise (its plans and
 * markets) and, for "what my points pay for", the member's balance.
 */
function searcher(request: FastifyRequest<{ Querystring: GoodsSearchQuery }>) {
  const caller = readCaller(request);
  return [caller.locale, caller.oneId, request.query.pointFilter === '1' ? caller.memberId : null];
}

/**
 * GET the goods search and the brands and categories of its goods; members only (spec 02 section 6: goods calls need a token, and `/goodsList`
 * is behind the login gate). And the cards of some SKUs, open to guests: the goods lists of the pages a guest
 * sees show those SKUs already, at the same prices.
 */
export function registerGoodsSearchRoutes(
  app: FastifyInstance,
  { readDb, catalogueStalenessMs }: AppDeps,
): void {
  // Every call here reads the catalogue, which may be a second behind (kept that long in memory as
  // well): from the replica when there is one. "What my points pay for" reads the member's balance
  // there too: its answer is kept a second per member already, so a payment a moment ago may show
  // late either way; the balance itself, and checkout, are read from the primary.

  /** A GET of what a search finds, kept per query and searcher as long as the catalogue may be behind. */
  const searchRoute = <T>(path: string, answer: (query: GoodsSearchQuery, caller: Caller) => Promise<T>) => {
    const memo = createCatalogueMemo<T>(catalogueStalenessMs);
    app.get<{ Querystring: GoodsSearchQuery }>(
      path,
      {
        onRequest: requireMember,
        schema: { querystring: { $ref: `${SCHEMA}#/definitions/goodsSearchQuery` } },
      },
      async (request) =>
        ok(
          await memo([request.query, ...searcher(request)], () => answer(request.query, readCaller(request))),
        ),
    );
  };

  searchRoute(API_PATHS.goodsSearch, (query, caller) =>
    searchGoods(readDb, query, pageOfQuery(query, DEFAULT_SEARCH_PAGE_SIZE), caller),
  );
  searchRoute(API_PATHS.brandList, (query, caller) => listSearchBrands(readDb, query, caller));
  searchRoute(API_PATHS.categoryCount, (query, caller) => listSearchCategories(readDb, query, caller));

  app.get<{ Querystring: SkuCardsQuery }>(
    API_PATHS.skuCards,
    { schema: { querystring: { $ref: `${SCHEMA}#/definitions/skuCardsQuery` } } },
    async (request) =>
      ok(await listSkuCards(readDb, request.query.skuIds.split(','), readCaller(request).locale)),
  );
}
