import type { SeckillGoods, SeckillGoodsPage, SeckillSession, SeckillSessionState } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { listMarkets, type MarketPlatform } from './flash-buy.ts';
import { pageOf, type ListPage } from './list-page.ts';
import {
  ACTIVITY_NOT_FOUND,
  ACTIVITY_STATUS_TEXT,
  countOnSaleMarketGoods,
  isVisibleTo,
  ON_SALE_MARKET_GOODS,
  type MarketingContext,
} from './marketing.ts';
import type { SearchContext } from './goods-search.ts';

// The flash-sale sessions page (/seckill, spec 01 section 2.3): the rush markets of a platform as a
// row of sessions by start time, and a session's goods at the flash price beside their everyday
// price and real stock. Who may see a market is decided as for the flash-buy lists (listMarkets).

/** How far ahead an upcoming session is listed: a week, so a weekend sale shows from Monday. */
export const SECKILL_UPCOMING_WINDOW_MS = 7 * 24 * 3600 * 1000;

/** How long an ended session stays listed (greyed): a day, so "yesterday's deals" are not a surprise gap. */
export const SECKILL_ENDED_WINDOW_MS = 24 * 3600 * 1000;

const STATE_OF_STATUS: Record<string, SeckillSessionState> = {
  [ACTIVITY_STATUS_TEXT.open]: 'running',
  [ACTIVITY_STATUS_TEXT.notStarted]: 'upcoming',
  [ACTIVITY_STATUS_TEXT.ended]: 'ended',
};

/**
 * The flash-sale sessions of a platform the caller may see, earliest start first: the running ones,
 * those starting within a week and those ended within the last day. Offline ones are left out.
 */
export async function listSeckillSessions(
  db: DbExecutor,
  marketPlatform: MarketPlatform,
  context: MarketingContext,
): Promise<SeckillSession[]> {
  const markets = await listMarkets(db, { marketPlatform, marketType: 'rush' }, context);
  const now = context.now.getTime();
  const sessions: SeckillSession[] = [];
  for (const market of markets) {
    const state = STATE_OF_STATUS[market.marketStatus];
    const start = Date.parse(market.marketStartDate);
    const end = Date.parse(market.marketEndDate);
    if (state === undefined) continue;
    if (state === 'upcoming' && start - now > SECKILL_UPCOMING_WINDOW_MS) continue;
    if (state === 'ended' && now - end > SECKILL_ENDED_WINDOW_MS) continue;
    sessions.push({
      marketId: market.marketId,
      name: market.name,
      state,
      startTime: market.marketStartDate,
      endTime: market.marketEndDate,
      ...(market.priceUnit ? { priceUnit: market.priceUnit } : {}),
      goodsCount: market.goodsCount,
    });
  }
  return sessions.sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.marketId.localeCompare(b.marketId),
  );
}

interface SeckillGoodsRow {
  skuId: string;
  goodsId: string;
  name: string;
  nameEn: string | null;
  images: string[] | null;
  flashPrice: number;
  catalogPrice: number;
  stock: number;
}

/**
 * One page of a flash-sale session's goods in the session's order, delisted goods left out. A market
 * that is unknown, not a flash sale, offline or hidden from the caller: ApiError 400 (活动不存在).
 */
export async function getSeckillGoodsPage(
  db: DbExecutor,
  marketId: string,
  page: ListPage,
  context: Pick<MarketingContext, 'oneId'> & Pick<SearchContext, 'locale'>,
): Promise<SeckillGoodsPage> {
  const [market] = await db.query<{ audience: string[] | null }>(
    `SELECT audience FROM markets WHERE id = $1 AND market_type = 'rush' AND status = 'online'`,
    [marketId],
  );
  if (!market || !isVisibleTo(market.audience, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);

  const total = await countOnSaleMarketGoods(db, marketId);
  const rows = await db.query<SeckillGoodsRow>(
    `SELECT s.sku_id AS "skuId", s.goods_id AS "goodsId", s.name, s.name_en AS "nameEn", g.images,
            COALESCE(l.price_points, s.price_points) AS "flashPrice", s.price_points AS "catalogPrice", s.stock
     ${ON_SALE_MARKET_GOODS}
     ORDER BY l.sort_order, s.sku_id LIMIT $2 OFFSET $3`,
    [marketId, page.pageSize, (page.pageNumber - 1) * page.pageSize],
  );
  const records = rows.map(
    (row): SeckillGoods => ({
      skuId: row.skuId,
      goodsId: row.goodsId,
      productName: context.locale === 'en-US' && row.nameEn ? row.nameEn : row.name,
      productImage: row.images?.[0] ?? null,
      flashPrice: row.flashPrice,
      catalogPrice: row.catalogPrice,
      stock: row.stock,
    }),
  );
  return pageOf(records, total, page);
}
