import type { Goods, GoodsDetail, MarketSummary, PlanListRequest, PlanSummary } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { getGoodsDetail, type DetailContext } from './goods-detail.ts';
import { CARD_COLUMNS, toCard, type CardRow, type SearchContext } from './goods-search.ts';
import { pageOf, type ListPage, type PageOf } from './list-page.ts';
import {
  ACTIVITY_NOT_FOUND,
  ACTIVITY_STATUS_TEXT,
  activityStatusText,
  activityWindowColumns,
  countOnSaleMarketGoods,
  isActivityShownTo,
  isVisibleTo,
  ON_SALE_MARKET_GOODS,
  type ActivityWindow,
  type MarketingContext,
} from './marketing.ts';

// The flash-buy and plan lists (spec 02 section 7, "Flash buy: market list by marketType rush and
// marketPlatform; market goods by marketId; plan list by planId and planCaseType rush"): which
// markets and plans the caller may see and their state, a market's goods page by page, and one SKU
// at a market's price.

/** Refusal of a SKU the market does not list (or no SKU at all). */
export const MARKET_SKU_NOT_FOUND = '活动商品不存在';

/** The platform of a market list that names none: HSHSC, the main mall. */
export const DEFAULT_MARKET_PLATFORM = '1';

/** A platform's code: `1` HSHSC, `2` DZPT. */
export type MarketPlatform = '1' | '2';

interface ListedActivity extends ActivityWindow {
  kind: string | null;
  priceUnit: string | null;
  goodsCount: number;
}

type ListedStatus = MarketSummary['marketStatus'];

/** Where a status sorts: running first, then not started, then ended. */
const STATUS_ORDER: Record<ListedStatus, number> = {
  [ACTIVITY_STATUS_TEXT.open]: 0,
  [ACTIVITY_STATUS_TEXT.notStarted]: 1,
  [ACTIVITY_STATUS_TEXT.ended]: 2,
};

/** The on-sale SKUs of an activity's goods table (`l`), by the activity row's id (`a.id`). */
const goodsCount = (table: 'market_goods' | 'plan_goods', column: 'market_id' | 'plan_id') =>
  `(SELECT count(*)::int FROM ${table} l JOIN skus s ON s.sku_id = l.sku_id JOIN goods g ON g.goods_id = s.goods_id
    WHERE l.${column} = a.id AND g.on_sale) AS "goodsCount"`;

/**
 * The activities the caller may see with their status, offline ones left out, ordered for a list:
 * running ones ending soonest first, then those starting soonest, then the latest ended.
 */
function visibleInListOrder(
  rows: readonly ListedActivity[],
  context: MarketingContext,
): Array<ListedActivity & { statusText: ListedStatus }> {
  const listed: Array<ListedActivity & { statusText: ListedStatus }> = [];
  for (const row of rows) {
    const statusText = activityStatusText(row, context.now);
    if (statusText === ACTIVITY_STATUS_TEXT.offline || !isVisibleTo(row.audience, context.oneId)) continue;
    listed.push({ ...row, statusText });
  }
  const key = (a: (typeof listed)[number]) =>
    a.statusText === ACTIVITY_STATUS_TEXT.open
      ? a.dateEnd.getTime()
      : a.statusText === ACTIVITY_STATUS_TEXT.notStarted
        ? a.dateStart.getTime()
        : -a.dateEnd.getTime();
  return listed.sort(
    (a, b) =>
      STATUS_ORDER[a.statusText] - STATUS_ORDER[b.statusText] || key(a) - key(b) || a.id.localeCompare(b.id),
  );
}

// ---------------------------------------------------------------------------------------------
// Markets

/**
 * The markets of a platform the caller may see (of one type, when `marketType` is given): for the
 * flash-buy lists (GET .../market/list and .../market/all/marketList).
 */
export async function listMarkets(
  db: DbExecutor,
  filter: { marketPlatform: MarketPlatform; marketType?: string },
  context: MarketingContext,
): Promise<MarketSummary[]> {
  const rows = await db.query<ListedActivity>(
    `SELECT ${activityWindowColumns('a')},
            a.market_type AS kind, a.price_unit AS "priceUnit", ${goodsCount('market_goods', 'market_id')}
     FROM markets a
     WHERE a.market_platform = $1 AND ($2::text IS NULL OR a.market_type = $2)`,
    [filter.marketPlatform, filter.marketType ?? null],
  );
  return visibleInListOrder(rows, context).map((market) => ({
    marketId: market.id,
    name: market.name,
    // The column is NOT NULL with a default; the row type shares `kind` with plans.
    marketType: market.kind ?? 'rush',
    marketStatus: market.statusText,
    isOpen: market.statusText === ACTIVITY_STATUS_TEXT.open,
    marketStartDate: market.dateStart.toISOString(),
    marketEndDate: market.dateEnd.toISOString(),
    ...(market.priceUnit ? { priceUnit: market.priceUnit } : {}),
    goodsCount: market.goodsCount,
  }));
}

/**
 * A market the caller may see; unknown, offline or hidden: ApiError 400 (活动不存在), as the other
 * market calls.
 */
async function visibleMarket(
  db: DbExecutor,
  marketId: string,
  context: Pick<MarketingContext, 'oneId'>,
): Promise<{ id: string; priceUnit: string | null }> {
  const [market] = await db.query<{
    id: string;
    status: 'online' | 'offline';
    audience: string[] | null;
    priceUnit: string | null;
  }>('SELECT id, status, audience, price_unit AS "priceUnit" FROM markets WHERE id = $1', [marketId]);
  if (!market || !isActivityShownTo(market, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  return market;
}

/**
 * One page of a market's goods at its prices, in the market's order (GET
 * .../market/all/getMarketGoodsList): one card per SKU, delisted goods left out. A page past the last
 * is empty. Unknown, offline or hidden market: ApiError 400.
 */
export async function getMarketGoodsPage(
  db: DbExecutor,
  marketId: string,
  page: ListPage,
  context: MarketingContext & Pick<SearchContext, 'locale'>,
): Promise<PageOf<Goods>> {
  const market = await visibleMarket(db, marketId, context);
  const total = await countOnSaleMarketGoods(db, marketId);
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}, COALESCE(l.price_points, s.price_points) AS price ${ON_SALE_MARKET_GOODS}
     ORDER BY l.sort_order, s.sku_id LIMIT $2 OFFSET $3`,
    [marketId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
  );
  const link = { marketId, ...(market.priceUnit ? { priceUnit: market.priceUnit } : {}) };
  return pageOf(
    rows.map((row) => toCard(row, context.locale, link)),
    total,
    page,
  );
}

/**
 * A SKU's detail at a market's price with the market's dates (GET .../market/getMarketProductDetail):
 * the goods detail with `marketId`. Unknown, offline or hidden market: ApiError 400; a SKU the market does not
 * list: ApiError 404.
 */
export async function getMarketProductDetail(
  db: DbExecutor,
  marketId: string,
  skuId: string,
  context: DetailContext,
): Promise<GoodsDetail> {
  await visibleMarket(db, marketId, context);
  const listed = await db.query('SELECT 1 FROM market_goods WHERE market_id = $1 AND sku_id = $2', [
    marketId,
    skuId,
  ]);
  if (listed.length === 0) throw new ApiError(404, MARKET_SKU_NOT_FOUND);
  return getGoodsDetail(db, skuId, { marketId }, context);
}

// ---------------------------------------------------------------------------------------------
// Plans

/**
 * The plans the caller may see (POST .../plan), narrowed by kind (`planCaseType`, `rush` for
 * flash-sale plans), id and platform; an id the caller may not see gives an empty list.
 */
export async function listPlans(
  db: DbExecutor,
  request: PlanListRequest,
  context: MarketingContext,
): Promise<PlanSummary[]> {
  const rows = await db.query<ListedActivity>(
    `SELECT ${activityWindowColumns('a')},
            a.plan_case_type AS kind, a.price_unit AS "priceUnit", ${goodsCount('plan_goods', 'plan_id')}
     FROM plans a
     WHERE ($1::text IS NULL OR a.plan_case_type = $1) AND ($2::text IS NULL OR a.id = $2)
       AND ($3::text IS NULL OR a.display_platform_code = $3)`,
    [request.planCaseType ?? null, request.planId ?? null, request.marketPlatform ?? null],
  );
  return visibleInListOrder(rows, context).map((plan) => ({
    planId: plan.id,
    name: plan.name,
    planCaseType: plan.kind,
    planStatus: plan.statusText,
    isOpen: plan.statusText === ACTIVITY_STATUS_TEXT.open,
    planDateStart: plan.dateStart.toISOString(),
    planDateEnd: plan.dateEnd.toISOString(),
    ...(plan.priceUnit ? { priceUnit: plan.priceUnit } : {}),
    goodsCount: plan.goodsCount,
  }));
}
