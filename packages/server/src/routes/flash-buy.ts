import {
  API_PATHS,
  type AllMarketListQuery,
  type MarketGoodsQuery,
  type MarketListQuery,
  type MarketProductQuery,
  type PlanListRequest,
} from '@mall/schemas';
import { SCHEMA_BASE } from '@mall/schemas/documents';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { readCaller } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/member-session.ts';
import {
  DEFAULT_MARKET_PLATFORM,
  getMarketGoodsPage,
  getMarketProductDetail,
  listMarkets,
  listPlans,
} from '../services/flash-buy.ts';
import { DEFAULT_SEARCH_PAGE_SIZE } from '../services/goods-search.ts';
import { pageOfQuery } from '../services/list-page.ts';

const SCHEMA = `${SCHEMA_BASE}api/catalogue.schema.json`;
const ref = (definition: string) => ({ $ref: `${SCHEMA}#/definitions/${definition}` });

/**
 * The flash-buy and plan lists. The lists answer guests too, as the plan and market goods calls do:
 * what an activity limited to some enterprises holds is shown to their members only. A SKU's detail
 * at a market's price needs a token, as every goods detail does.
 */
export function registerFlashBuyRoutes(app: FastifyInstance, { readDb, now }: AppDeps): void {
  // The lists and a market's goods are the catalogue: from the replica when there is one; a seckill
  // or an order reads stock from the primary.
  const context = (request: Parameters<typeof readCaller>[0]) => ({ ...readCaller(request), now: now() });

  app.get<{ Querystring: MarketListQuery }>(
    API_PATHS.marketList,
    { schema: { querystring: ref('marketListQuery') } },
    async (request) => {
      const { marketType, marketPlatform = DEFAULT_MARKET_PLATFORM } = request.query;
      return ok(await listMarkets(readDb, { marketType, marketPlatform }, context(request)));
    },
  );

  app.get<{ Querystring: AllMarketListQuery }>(
    API_PATHS.allMarketList,
    { schema: { querystring: ref('allMarketListQuery') } },
    async (request) => {
      const { marketPlatform = DEFAULT_MARKET_PLATFORM } = request.query;
      return ok(await listMarkets(readDb, { marketPlatform }, context(request)));
    },
  );

  app.get<{ Querystring: MarketGoodsQuery }>(
    API_PATHS.marketGoodsPage,
    { schema: { querystring: ref('marketGoodsQuery') } },
    async (request) => {
      const { marketId } = request.query;
      const page = pageOfQuery(request.query, DEFAULT_SEARCH_PAGE_SIZE);
      return ok(await getMarketGoodsPage(readDb, marketId, page, context(request)));
    },
  );

  app.get<{ Querystring: MarketProductQuery }>(
    API_PATHS.marketProductDetail,
    { onRequest: requireMember, schema: { querystring: ref('marketProductQuery') } },
    async (request) =>
      ok(await getMarketProductDetail(readDb, request.query.marketId, request.query.skuId, context(request))),
  );

  app.post<{ Body: PlanListRequest }>(
    API_PATHS.planList,
    { schema: { body: ref('planListRequest') } },
    async (request) => ok(await listPlans(readDb, request.body, context(request))),
  );
}
