import type {
  CollectionInfo,
  ExchangePrice,
  GoodsDetail,
  GoodsDetailQuery,
  NamedValue,
  Region,
  SkuSpecs,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import type { CatalogueSku, SpecValue } from '../db/catalogue-fixture.ts';
import { ApiError } from '../http/api-error.ts';
import { GOODS_SOLD } from './goods-sold.ts';
import { CART_MESSAGES } from './cart.ts';
import { ACTIVITY_NOT_FOUND, isActivityShownTo } from './marketing.ts';

// A goods' detail page (spec 02 sections 2 and 7): one SKU with its prices, shipping, stock,
// delivery and specs; switching between its SKUs; its favourite count; plan prices; regions.

/** Refusal of a region id that is no region. */
export const REGION_NOT_FOUND = '地区不存在';

/** Who asks, in which language, and when. */
export interface DetailContext {
  oneId: string | null;
  memberId: string | null;
  locale: 'zh-CN' | 'en-US';
  now: Date;
}

interface ParamRow {
  name: string;
  nameEn?: string;
  value: string;
  valueEn?: string;
}

/** A SKU row (as the seed writes it; hand-written goods have no English name) with its goods' columns. */
interface DetailRow extends Omit<CatalogueSku, 'nameEn'> {
  nameEn: string | null;
  images: string[];
  onSale: boolean;
  intro: string | null;
  introEn: string | null;
  params: ParamRow[];
  deliveryRegions: string[] | null;
  categoryPath: string[];
  brandId: string | null;
  brandName: string | null;
  brandNameEn: string | null;
  storeId: string | null;
  storeName: string | null;
  storeNameEn: string | null;
  supplierCode: string | null;
  badge: string | null;
  badgeEn: string | null;
  thresholdFen: number | null;
  freightFen: number | null;
}

interface ActivityPrice {
  pricePoints: number | null;
  name: string;
  status: 'online' | 'offline';
  audience: string[] | null;
  priceUnit: string | null;
  marketType?: string;
  dateStart?: Date;
  dateEnd?: Date;
}

const english = (locale: DetailContext['locale']) => locale === 'en-US';

/** Text in the caller's language, the Chinese when there is no English. */
const inLocale = (locale: DetailContext['locale'], zh: string, en: string | null | undefined) =>
  english(locale) && en ? en : zh;

const namedValues = (rows: readonly ParamRow[], locale: DetailContext['locale']): NamedValue[] =>
  rows.map((row) => ({
    name: inLocale(locale, row.name, row.nameEn),
    value: inLocale(locale, row.value, row.valueEn),
  }));

async function readSku(db: DbExecutor, skuId: string): Promise<DetailRow> {
  const [row] = await db.query<DetailRow>(
    `SELECT s.sku_id AS "skuId", s.goods_id AS "goodsId", s.name, s.name_en AS "nameEn", s.spec, s.spec_en AS "specEn",
            s.spec_values AS "specValues", s.price_points AS "pricePoints", s.market_price_fen AS "marketPriceFen",
            s.stock, ${GOODS_SOLD} AS "soldCount",
            g.images, g.on_sale AS "onSale", g.intro, g.intro_en AS "introEn", g.params,
            g.delivery_regions AS "deliveryRegions", g.category_path AS "categoryPath",
            b.id AS "brandId", coalesce(b.name, g.brand) AS "brandName", b.name_en AS "brandNameEn",
            st.id AS "storeId", st.name AS "storeName", st.name_en AS "storeNameEn",
            sp.code AS "supplierCode", sp.badge, sp.badge_en AS "badgeEn",
            sp.free_shipping_threshold_fen AS "thresholdFen", sp.freight_fen AS "freightFen"
     FROM skus s
     JOIN goods g ON g.goods_id = s.goods_id
     LEFT JOIN brands b ON b.id = g.brand_id
     LEFT JOIN stores st ON st.id = g.store_id
     LEFT JOIN suppliers sp ON sp.code = st.supplier_code
     WHERE s.sku_id = $1`,
    [skuId],
  );
  if (!row) throw new ApiError(400, CART_MESSAGES.skuNotFound);
  return row;
}

/**
 * The SKU's price in the asked market or plan, which the caller must be able to see (online, for
 * everyone or the caller's enterprise) and which must list it.
 */
async function activityPrice(
  db: DbExecutor,
  skuId: string,
  query: GoodsDetailQuery,
  context: DetailContext,
): Promise<ActivityPrice | null> {
  const [activity] = query.marketId
    ? await db.query<ActivityPrice>(
        `SELECT l.price_points AS "pricePoints", m.name, m.status, m.audience, m.price_unit AS "priceUnit",
                m.market_type AS "marketType", m.date_start AS "dateStart", m.date_end AS "dateEnd"
         FROM markets m JOIN market_goods l ON l.market_id = m.id AND l.sku_id = $2 WHERE m.id = $1`,
        [query.marketId, skuId],
      )
    : query.planId
      ? await db.query<ActivityPrice>(
          `SELECT l.price_points AS "pricePoints", p.name, p.status, p.audience, p.price_unit AS "priceUnit"
           FROM plans p JOIN plan_goods l ON l.plan_id = p.id AND l.sku_id = $2 WHERE p.id = $1`,
          [query.planId, skuId],
        )
      : [null];
  if (activity === null) return null;
  if (!activity || !isActivityShownTo(activity, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  return activity;
}

/**
 * The province of a region (itself, or the top of its parents): goods are delivered to a region when
 * they have no delivery regions or list its province. Unknown: ApiError 400.
 */
export async function provinceOf(db: DbExecutor, regionId: string): Promise<string> {
  const [province] = await db.query<{ id: string }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id FROM regions WHERE id = $1
       UNION ALL SELECT r.id, r.parent_id FROM regions r JOIN up ON r.id = up.parent_id
     )
     SELECT id FROM up WHERE parent_id IS NULL`,
    [regionId],
  );
  if (!province) throw new ApiError(400, REGION_NOT_FOUND);
  return province.id;
}

/**
 * One SKU as the detail page shows it. A delisted goods still answers (`onSale` false) so the page
 * can say so; an unknown SKU is refused.
 */
export async function getGoodsDetail(
  db: DbExecutor,
  skuId: string,
  query: GoodsDetailQuery,
  context: DetailContext,
): Promise<GoodsDetail> {
  const row = await readSku(db, skuId);
  const activity = await activityPrice(db, skuId, query, context);
  // An unknown region is refused even for goods delivered everywhere.
  const province = query.regionId ? await provinceOf(db, query.regionId) : null;
  const deliverable =
    province === null ? null : row.deliveryRegions === null || row.deliveryRegions.includes(province);
  const categories = await db.query<{ id: string; name: string; nameEn: string | null }>(
    'SELECT id, name, name_en AS "nameEn" FROM categories WHERE id = ANY($1)',
    [row.categoryPath],
  );
  const { locale } = context;
  return {
    skuId: row.skuId,
    goodsId: row.goodsId,
    productName: inLocale(locale, row.name, row.nameEn),
    productImages: row.images,
    specProductPrice: activity?.pricePoints ?? row.pricePoints,
    // Money is stored in fen and shown in yuan.
    specMarketPrice: row.marketPriceFen / 100,
    ...(activity?.priceUnit ? { priceUnit: activity.priceUnit } : {}),
    brandId: row.brandId,
    brandName: row.brandName === null ? null : inLocale(locale, row.brandName, row.brandNameEn),
    categoryPath: row.categoryPath,
    categoryNames: row.categoryPath.map((id) => {
      const category = categories.find((each) => each.id === id);
      return category ? inLocale(locale, category.name, category.nameEn) : id;
    }),
    storeId: row.storeId,
    storeName: row.storeName === null ? null : inLocale(locale, row.storeName, row.storeNameEn),
    supplierCode: row.supplierCode,
    supplierBadge: row.badge === null ? null : inLocale(locale, row.badge, row.badgeEn),
    freeShippingThreshold: row.thresholdFen === null ? null : row.thresholdFen / 100,
    freight: (row.freightFen ?? 0) / 100,
    stock: row.stock,
    stockState: row.stock > 0 ? 'IN_STOCK' : 'RESTOCKING',
    deliverable,
    onSale: row.onSale,
    soldCount: row.soldCount,
    spec: english(locale) ? (row.specEn ?? row.spec) : row.spec,
    specValues: namedValues(row.specValues, locale),
    intro: row.intro === null ? null : inLocale(locale, row.intro, row.introEn),
    params: namedValues(row.params, locale),
    ...(query.marketId && activity
      ? {
          marketId: query.marketId,
          ...(activity.marketType ? { marketType: activity.marketType } : {}),
          ...(activity.dateStart ? { dateStart: activity.dateStart.toISOString() } : {}),
          ...(activity.dateEnd ? { dateEnd: activity.dateEnd.toISOString() } : {}),
        }
      : {}),
    ...(!query.marketId && query.planId && activity ? { planId: query.planId, planName: activity.name } : {}),
  };
}

/** Records the member's view of a SKU: a footprint, or the old one moved to now. */
export async function recordFootprint(
  db: DbExecutor,
  memberId: string,
  skuId: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO footprints (member_id, goods_id, sku_id, viewed_at)
     SELECT $1, goods_id, sku_id, $3 FROM skus WHERE sku_id = $2
     ON CONFLICT (member_id, sku_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    [memberId, skuId, now],
  );
}

/** Every SKU of the SKU's goods by its spec values, for switching specs. */
export async function getSkuSpecs(
  db: DbExecutor,
  skuId: string,
  locale: DetailContext['locale'],
): Promise<SkuSpecs> {
  const rows = await db.query<{
    skuId: string;
    specValues: SpecValue[];
    stock: number;
    onSale: boolean;
    price: number;
  }>(
    `SELECT s.sku_id AS "skuId", s.spec_values AS "specValues", s.stock, g.on_sale AS "onSale", s.price_points AS price
     FROM skus s JOIN goods g ON g.goods_id = s.goods_id
     WHERE s.goods_id = (SELECT goods_id FROM skus WHERE sku_id = $1)
     ORDER BY s.sku_id`,
    [skuId],
  );
  if (rows.length === 0) throw new ApiError(400, CART_MESSAGES.skuNotFound);
  const specs: SkuSpecs['specs'] = [];
  for (const row of rows) {
    row.specValues.forEach((value, i) => {
      const spec = (specs[i] ??= { name: inLocale(locale, value.name, value.nameEn), values: [] });
      const shown = inLocale(locale, value.value, value.valueEn);
      if (!spec.values.includes(shown)) spec.values.push(shown);
    });
  }
  return {
    specs,
    skus: rows.map((row) => ({
      skuId: row.skuId,
      values: row.specValues.map((value) => inLocale(locale, value.value, value.valueEn)),
      stock: row.stock,
      onSale: row.onSale,
      specProductPrice: row.price,
    })),
  };
}

/** Whether the member favourited the SKU (never, for a guest) and how many members did. */
export async function getCollectionInfo(
  db: DbExecutor,
  skuId: string,
  memberId: string | null,
): Promise<CollectionInfo> {
  await readSku(db, skuId);
  const [info] = await db.query<CollectionInfo>(
    `SELECT count(*)::int AS "collectionCount", coalesce(bool_or(member_id = $2), false) AS "isCollection"
     FROM favorites WHERE sku_id = $1`,
    [skuId, memberId],
  );
  return info ?? { isCollection: false, collectionCount: 0 };
}

/** The SKU's price in a plan the caller may see (online, for everyone or its enterprise) that lists it; else refused. */
export async function getExchangePrice(
  db: DbExecutor,
  planId: string,
  skuId: string,
  context: Pick<DetailContext, 'oneId'>,
): Promise<ExchangePrice> {
  const [row] = await db.query<{
    price: number;
    status: 'online' | 'offline';
    audience: string[] | null;
    priceUnit: string | null;
  }>(
    `SELECT coalesce(l.price_points, s.price_points) AS price, p.status, p.audience, p.price_unit AS "priceUnit"
     FROM plans p JOIN plan_goods l ON l.plan_id = p.id JOIN skus s ON s.sku_id = l.sku_id
     WHERE p.id = $1 AND l.sku_id = $2`,
    [planId, skuId],
  );
  if (!row || !isActivityShownTo(row, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  return { planId, skuId, exchangePrice: row.price, ...(row.priceUnit ? { priceUnit: row.priceUnit } : {}) };
}

/** The regions under a region (`0`: the provinces), names in the caller's language. */
export async function listRegionChildren(
  db: DbExecutor,
  id: string,
  locale: DetailContext['locale'],
): Promise<Region[]> {
  const rows = await db.query<{
    id: string;
    parentId: string | null;
    name: string;
    nameEn: string | null;
    level: number;
  }>(
    `SELECT id, parent_id AS "parentId", name, name_en AS "nameEn", level FROM regions
     WHERE ${id === '0' ? 'parent_id IS NULL' : 'parent_id = $1'} ORDER BY sort_order, id`,
    id === '0' ? [] : [id],
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId ?? '0',
    name: inLocale(locale, row.name, row.nameEn),
    level: row.level,
  }));
}
