import {
  API_PATHS,
  type BrandCount,
  type CategoryCount,
  type Goods,
  type GoodsSearchQuery,
  type SkuCardsQuery,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-session.ts';
import { createCatalogueMemo } from '../services/catalogue-memo.ts';
import type { PageOf } from '../services/list-page.ts';
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
  const searches = createCatalogueMemo<PageOf<Goods>>(catalogueStalenessMs);
  const brands = createCatalogueMemo<BrandCount[]>(catalogueStalenessMs);
  const categories = createCatalogueMemo<CategoryCount[]>(catalogueStalenessMs);

  app.get<{ Querystring: GoodsSearchQuery }>(
    API_PATHS.goodsSearch,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/goodsSearchQuery` } },
    },
    async (request) => {
      const { pageNumber, pageSize } = request.query;
      const page = {
        pageNumber: pageNumber ? Number(pageNumber) : 1,
        pageSize: pageSize ? Number(pageSize) : DEFAULT_SEARCH_PAGE_SIZE,
      };
      return ok(
        await searches([request.query, ...searcher(request)], () =>
          searchGoods(readDb, request.query, page, readCaller(request)),
        ),
      );
    },
  );

  app.get<{ Querystring: GoodsSearchQuery }>(
    API_PATHS.brandList,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/goodsSearchQuery` } },
    },
    async (request) =>
      ok(
        await brands([request.query, ...searcher(request)], () =>
          listSearchBrands(readDb, request.query, readCaller(request)),
        ),
      ),
  );

  app.get<{ Querystring: GoodsSearchQuery }>(
    API_PATHS.categoryCount,
    {
      onRequest: requireMember,
      schema: { querystring: { $ref: `${SCHEMA}#/definitions/goodsSearchQuery` } },
    },
    async (request) =>
      ok(
        await categories([request.query, ...searcher(request)], () =>
          listSearchCategories(readDb, request.query, readCaller(request)),
        ),
      ),
  );

  app.get<{ Querystring: SkuCardsQuery }>(
    API_PATHS.skuCards,
    { schema: { querystring: { $ref: `${SCHEMA}#/definitions/skuCardsQuery` } } },
    async (request) =>
      ok(await listSkuCards(readDb, request.query.skuIds.split(','), readCaller(request).locale)),
  );
}
