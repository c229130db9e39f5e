import type { Availability, AvailabilityQuery, Goods, PlanGoods } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { GOODS_SOLD } from './goods-sold.ts';
import { inLocale, type Locale } from './locale.ts';

// Plans (welfare plans) and markets (marketing activities such as flash sales): who may see them,
// whether they are open, their goods, and the jump addresses of partner platforms.

/** Message for a plan or market that does not exist or that the caller may not see. */
export const ACTIVITY_NOT_FOUND = '活动不存在';

/** Status text of a plan or market, as the spec's warnings show it. */
export const ACTIVITY_STATUS_TEXT = {
  open: '进行中',
  notStarted: '未开始',
  ended: '已结束',
  offline: '已下线',
} as const;

/** Who asks and when. */
export interface MarketingContext {
  /** The caller's enterprise; null for a guest. */
  oneId: string | null;
  now: Date;
}

/** What every plan and market has: its window, its switch and who may see it. */
export interface ActivityWindow {
  id: string;
  name: string;
  status: 'online' | 'offline';
  dateStart: Date;
  dateEnd: Date;
  /** The enterprises that may see it; null: everyone, guests included. */
  audience: string[] | null;
}

interface ActivityRow extends ActivityWindow {
  platformCode: string;
  marketType: string | null;
  publicityBusModel: string | null;
  businessType: string | null;
  priceUnit: string | null;
}

/** The lines of market `$1` whose goods are on sale: `l` the lines, `s` their SKUs, `g` their goods. */
export const ON_SALE_MARKET_GOODS = `FROM market_goods l JOIN skus s ON s.sku_id = l.sku_id JOIN goods g ON g.goods_id = s.goods_id
  WHERE l.market_id = $1 AND g.on_sale`;

/** How many lines of a market have goods on sale. */
export async function countOnSaleMarketGoods(db: DbExecutor, marketId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${ON_SALE_MARKET_GOODS}`,
    [marketId],
  );
  return total;
}

/** The columns of an {@link ActivityWindow}, of a plan's or market's table aliased `alias` when given. */
export function activityWindowColumns(alias = ''): string {
  const of = alias ? `${alias}.` : '';
  return `${of}id, ${of}name, ${of}status, ${of}date_start AS "dateStart", ${of}date_end AS "dateEnd", ${of}audience`;
}

const PLAN_COLUMNS = `${activityWindowColumns()},
  display_platform_code AS "platformCode", plan_case_type AS "marketType",
  publicity_bus_model AS "publicityBusModel", business_type AS "businessType", price_unit AS "priceUnit"`;

const MARKET_COLUMNS = `${activityWindowColumns()},
  market_platform AS "platformCode", market_type AS "marketType",
  publicity_bus_model AS "publicityBusModel", business_type AS "businessType", price_unit AS "priceUnit"`;

/** True when the caller may see something limited to `audience` (null: everyone, guests included). */
export function isVisibleTo(audience: readonly string[] | null, oneId: string | null): boolean {
  return audience === null || (oneId !== null && audience.includes(oneId));
}

/**
 * True when the caller may see a plan or market at all: online, and for everyone or the caller's
 * enterprise. A call taking an activity's id answers any other as it answers an unknown id, so
 * neither the goods and prices of an offline activity nor another enterprise's show.
 */
export function isActivityShownTo(
  activity: { status: 'online' | 'offline'; audience: readonly string[] | null },
  oneId: string | null,
): boolean {
  return activity.status === 'online' && isVisibleTo(activity.audience, oneId);
}

/** Status text of an activity at `now`. */
export function activityStatusText(
  activity: Pick<ActivityRow, 'status' | 'dateStart' | 'dateEnd'>,
  now: Date,
): (typeof ACTIVITY_STATUS_TEXT)[keyof typeof ACTIVITY_STATUS_TEXT] {
  if (activity.status === 'offline') return ACTIVITY_STATUS_TEXT.offline;
  if (now < activity.dateStart) return ACTIVITY_STATUS_TEXT.notStarted;
  if (now > activity.dateEnd) return ACTIVITY_STATUS_TEXT.ended;
  return ACTIVITY_STATUS_TEXT.open;
}

// ---------------------------------------------------------------------------------------------
// Availability

/**
 * Availability of every plan and market a page refers to, in request order, one answer per distinct
 * reference. A query with a `marketId` asks about the market, else about the plan. Unknown ids are
 * left out of the answer.
 */
export async function checkAvailability(
  db: DbExecutor,
  queries: readonly AvailabilityQuery[],
  context: MarketingContext,
): Promise<Availability[]> {
  const planIds = [...new Set(queries.filter((q) => !q.marketId && q.planId).map((q) => q.planId!))];
  const marketIds = [...new Set(queries.flatMap((q) => (q.marketId ? [q.marketId] : [])))];
  const [plans, markets] = await Promise.all([
    planIds.length
      ? db.query<ActivityRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = ANY($1)`, [planIds])
      : [],
    marketIds.length
      ? db.query<ActivityRow>(`SELECT ${MARKET_COLUMNS} FROM markets WHERE id = ANY($1)`, [marketIds])
      : [],
  ]);
  const planById = new Map(plans.map((p) => [p.id, p]));
  const marketById = new Map(markets.map((m) => [m.id, m]));

  const answered = new Set<string>();
  const answers: Availability[] = [];
  for (const query of queries) {
    const ref = query.marketId ? `market:${query.marketId}` : `plan:${query.planId}`;
    const activity = query.marketId ? marketById.get(query.marketId) : planById.get(query.planId ?? '');
    if (!activity || answered.has(ref)) continue;
    answered.add(ref);
    const statusCN = activityStatusText(activity, context.now);
    answers.push({
      planId: query.planId ?? null,
      marketId: query.marketId ?? null,
      statusCN,
      isShow: isVisibleTo(activity.audience, context.oneId),
      isOpen: statusCN === ACTIVITY_STATUS_TEXT.open,
      displayPlatformCode: activity.platformCode,
      publicityBusModel: activity.publicityBusModel ?? query.publicityBusModel ?? null,
      businessType: activity.businessType,
    });
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// Goods of a plan or market

interface GoodsRow {
  skuId: string;
  goodsId: string;
  productName: string;
  productNameEn: string | null;
  productImages: string[];
  pricePoints: number;
  marketPriceFen: number;
  stock: number;
  soldCount: number;
}

const goodsQuery = (linkTable: 'plan_goods' | 'market_goods', idColumn: 'plan_id' | 'market_id') => `
  SELECT s.sku_id AS "skuId", s.goods_id AS "goodsId", s.name AS "productName", s.name_en AS "productNameEn", g.images AS "productImages",
         COALESCE(l.price_points, s.price_points) AS "pricePoints", s.market_price_fen AS "marketPriceFen",
         s.stock, ${GOODS_SOLD} AS "soldCount"
  FROM ${linkTable} l
  JOIN skus s ON s.sku_id = l.sku_id
  JOIN goods g ON g.goods_id = s.goods_id
  WHERE l.${idColumn} = $1 AND g.on_sale
  ORDER BY l.sort_order, s.sku_id`;

function toGoods(
  row: GoodsRow,
  activity: ActivityRow,
  link: Pick<Goods, 'planId' | 'planName' | 'marketId'>,
  locale: Locale,
): Goods {
  return {
    skuId: row.skuId,
    goodsId: row.goodsId,
    productName: inLocale(locale, row.productName, row.productNameEn),
    productImages: row.productImages,
    specProductPrice: row.pricePoints,
    // Stored in fen, shown in yuan.
    specMarketPrice: row.marketPriceFen / 100,
    // Without a unit of its own the storefront shows its default wording (welfare points) in the user's language.
    ...(activity.priceUnit ? { priceUnit: activity.priceUnit } : {}),
    ...link,
    soldCount: row.soldCount,
    stock: row.stock,
  };
}

/** The plan with its dates and goods. Unknown, offline or not visible to the caller: ApiError 400. */
export async function getPlanGoods(
  db: DbExecutor,
  planId: string,
  context: MarketingContext & { locale: Locale },
): Promise<PlanGoods> {
  const [plan] = await db.query<ActivityRow>(`SELECT ${PLAN_COLUMNS} FROM plans WHERE id = $1`, [planId]);
  if (!plan || !isActivityShownTo(plan, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  const rows = await db.query<GoodsRow>(goodsQuery('plan_goods', 'plan_id'), [planId]);
  return {
    planId: plan.id,
    marketId: null,
    name: plan.name,
    marketType: plan.marketType,
    dateStart: plan.dateStart.toISOString(),
    dateEnd: plan.dateEnd.toISOString(),
    goodsList: rows.map((row) =>
      toGoods(row, plan, { planId: plan.id, planName: plan.name }, context.locale),
    ),
  };
}

/** The market with its dates and goods. Unknown, offline or not visible to the caller: ApiError 400. */
export async function getMarketGoods(
  db: DbExecutor,
  marketId: string,
  context: MarketingContext & { locale: Locale },
): Promise<PlanGoods> {
  const [market] = await db.query<ActivityRow>(`SELECT ${MARKET_COLUMNS} FROM markets WHERE id = $1`, [
    marketId,
  ]);
  if (!market || !isActivityShownTo(market, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  const rows = await db.query<GoodsRow>(goodsQuery('market_goods', 'market_id'), [marketId]);
  return {
    planId: null,
    marketId: market.id,
    name: market.name,
    marketType: market.marketType,
    dateStart: market.dateStart.toISOString(),
    dateEnd: market.dateEnd.toISOString(),
    goodsList: rows.map((row) => toGoods(row, market, { marketId: market.id }, context.locale)),
  };
}

// ---------------------------------------------------------------------------------------------
// Partner jump addresses

/** Body of the partner jump-address call. */
export interface PartnerPathQuery {
  code: string;
  publicityBusModel?: string;
  businessType?: string | null;
}

/**
 * The jump address of a partner code for the caller: the address for its business type, else the
 * code's general one. An empty `url` when there is none or the caller may not use it (the storefront
 * then says 'you have no access permission').
 */
export async function getPartnerPath(
  db: DbExecutor,
  query: PartnerPathQuery,
  context: Pick<MarketingContext, 'oneId'>,
): Promise<{ url: string }> {
  const [row] = await db.query<{ url: string; audience: string[] | null }>(
    `SELECT url, audience FROM partner_paths
     WHERE code = $1 AND business_type IN ($2, '')
     ORDER BY business_type DESC
     LIMIT 1`,
    [query.code, query.businessType ?? ''],
  );
  return { url: row && isVisibleTo(row.audience, context.oneId) ? row.url : '' };
}
