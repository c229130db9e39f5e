import type { BrandCount, CategoryCount, Goods, GoodsSearchQuery } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { GOODS_SOLD } from './goods-sold.ts';
import { pageOf, type ListPage, type PageOf } from './list-page.ts';
import { provinceOf } from './goods-detail.ts';
import { ACTIVITY_NOT_FOUND, isActivityShownTo } from './marketing.ts';

/** Refusal of a price range whose lower end is above its higher end. */
export const PRICE_RANGE_REVERSED = '最低价不能高于最高价';

/** Goods per page when the query names none. */
export const DEFAULT_SEARCH_PAGE_SIZE = 20;

/** A keyword is cut into at most this many words; each must match. */
const MAX_KEYWORD_WORDS = 5;

/** Who searches. */
export interface SearchContext {
  /** The caller's enterprise (plans and markets limited to an audience). */
  oneId: string | null;
  /** The member, whose point balance `pointFilter` reads. */
  memberId: string | null;
  locale: 'zh-CN' | 'en-US';
}

interface Scope {
  table: 'plan_goods' | 'market_goods';
  column: 'plan_id' | 'market_id';
  id: string;
  name: string;
  priceUnit: string | null;
}

/** A goods of a search: the card's row of its cheapest matching SKU, with the goods' sales. */
type Row = Omit<CardRow, 'soldCount'> & { goodsSold: number };

/** The words of a keyword, lower-cased, for `LIKE` (its wildcards escaped). */
export function keywordWords(keyword: string | undefined): string[] {
  return (keyword ?? '')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_KEYWORD_WORDS);
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function findScope(
  db: DbExecutor,
  query: GoodsSearchQuery,
  context: SearchContext,
): Promise<Scope | null> {
  const [table, column, source, id] = query.marketId
    ? (['market_goods', 'market_id', 'markets', query.marketId] as const)
    : query.planId
      ? (['plan_goods', 'plan_id', 'plans', query.planId] as const)
      : [null, null, null, null];
  if (!table) return null;
  const [activity] = await db.query<{
    name: string;
    status: 'online' | 'offline';
    audience: string[] | null;
    priceUnit: string | null;
  }>(`SELECT name, status, audience, price_unit AS "priceUnit" FROM ${source} WHERE id = $1`, [id]);
  // An offline activity is searched as an unknown one: its goods and prices are not for anyone now.
  if (!activity || !isActivityShownTo(activity, context.oneId)) throw new ApiError(400, ACTIVITY_NOT_FOUND);
  return { table, column, id, name: activity.name, priceUnit: activity.priceUnit };
}

/** The SQL pieces every search-shaped query shares: its filters, its parameters, the price it uses. */
interface SearchFilter {
  params: unknown[];
  /** Adds a parameter; answers its placeholder. */
  param: (value: unknown) => string;
  /** The price a SKU has in the search: the plan's or market's when scoped. */
  price: string;
  /** Joins of the scope (its goods table), after `goods g JOIN skus s`. */
  join: string;
  where: string[];
  words: string[];
  scope: Scope | null;
}

/** Builds the filters of a search query, or refuses it (a reversed price range, a hidden plan, an unknown region). */
async function searchFilter(
  db: DbExecutor,
  query: GoodsSearchQuery,
  context: SearchContext,
): Promise<SearchFilter> {
  const lower = query.productLowerPrice === undefined ? null : Number(query.productLowerPrice);
  const higher = query.productHigherPrice === undefined ? null : Number(query.productHigherPrice);
  if (lower !== null && higher !== null && lower > higher) throw new ApiError(400, PRICE_RANGE_REVERSED);
  const scope = await findScope(db, query, context);
  // An unknown region is refused, as on the detail page.
  const province = query.regionId ? await provinceOf(db, query.regionId) : null;

  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const price = scope ? 'COALESCE(l.price_points, s.price_points)' : 's.price_points';
  const where = ['g.on_sale'];
  const words = keywordWords(query.keyword);
  for (const word of words) where.push(`g.search_text LIKE ${param(`%${likeEscape(word)}%`)}`);
  const categoryId = query.categoryId?.split(',').at(-1);
  if (categoryId) where.push(`g.category_path @> ARRAY[${param(categoryId)}]::text[]`);
  if (query.cateModelId)
    where.push(
      `g.category_id IN (SELECT id FROM categories WHERE model_id = ${param(Number(query.cateModelId))})`,
    );
  if (query.brandId) where.push(`g.brand_id = ANY(${param(query.brandId.split(','))}::text[])`);
  if (query.dataSource)
    where.push(`g.store_id IN (SELECT id FROM stores WHERE supplier_code = ${param(query.dataSource)})`);
  if (query.storeId) where.push(`g.store_id = ${param(query.storeId)}`);
  // The detail page's rule: no delivery regions means everywhere, else the region's province must be listed.
  if (province !== null)
    where.push(`(g.delivery_regions IS NULL OR ${param(province)} = ANY(g.delivery_regions))`);
  if (lower !== null) where.push(`${price} >= ${param(lower)}`);
  if (higher !== null) where.push(`${price} <= ${param(higher)}`);
  if (query.pointFilter === '1' && context.memberId) {
    const [member] = await db.query<{ point: number }>('SELECT point FROM members WHERE id = $1', [
      context.memberId,
    ]);
    where.push(`${price} <= ${param(member?.point ?? 0)}`);
  }
  const join = scope
    ? `JOIN ${scope.table} l ON l.sku_id = s.sku_id AND l.${scope.column} = ${param(scope.id)}`
    : '';
  return { params, param, price, join, where, words, scope };
}

/**
 * A count of a search's goods by one facet, as a filter row of /goodsList shows it: the search less
 * the facet's own filter, so the row offers every other choice. `sqlOf` writes the count from the
 * filter's joins and conditions.
 */
function facetCount<Row extends object>(
  facet: 'brandId' | 'categoryId',
  sqlOf: (filter: { join: string; where: string }, context: SearchContext) => string,
): (db: DbExecutor, query: GoodsSearchQuery, context: SearchContext) => Promise<Row[]> {
  return async (db, query, context) => {
    const { [facet]: _ignored, ...rest } = query;
    const { params, join, where } = await searchFilter(db, rest, context);
    return db.query<Row>(sqlOf({ join, where: where.join(' AND ') }, context), params);
  };
}

/**
 * The brands of the goods a search finds (its query less `brandId`), most goods first: the brand
 * filter row of /goodsList (GET .../brand-list).
 */
export const listSearchBrands = facetCount<BrandCount>(
  'brandId',
  ({ join, where }, { locale }) =>
    `SELECT b.id AS "brandId", ${locale === 'en-US' ? 'coalesce(b.name_en, b.name)' : 'b.name'} AS "brandName",
            count(DISTINCT g.goods_id)::int AS count
     FROM goods g JOIN skus s ON s.goods_id = g.goods_id ${join} JOIN brands b ON b.id = g.brand_id
     WHERE ${where}
     GROUP BY b.id ORDER BY count DESC, b.sort_order, b.id`,
);

/**
 * The categories of the goods a search finds (its query less `categoryId`), every level of each
 * goods' path counted once: the category filter rows of /goodsList show only categories with goods,
 * and how many (GET .../category-count).
 */
export const listSearchCategories = facetCount<CategoryCount>(
  'categoryId',
  ({ join, where }) =>
    `SELECT c.id AS "categoryId", count(DISTINCT g.goods_id)::int AS count
     FROM goods g JOIN skus s ON s.goods_id = g.goods_id ${join}
          CROSS JOIN LATERAL unnest(g.category_path) AS c(id)
     WHERE ${where}
     GROUP BY c.id ORDER BY count DESC, c.id`,
);

/**
 * Goods search (spec 02, GET /buyer/goods/goods/es): every word of the keyword as a substring of
 * the goods' names in both languages, brand, categories and specs; category at any level, brands,
 * supplier, store, delivery region, plan or market, price range, what the member's points pay for; sorted by best match,
 * sales, newest or price; one card per goods (its cheapest SKU meeting the filters). Delisted goods
 * are left out. A page past the last is empty, not an error.
 */
export async function searchGoods(
  db: DbExecutor,
  query: GoodsSearchQuery,
  page: ListPage,
  context: SearchContext,
): Promise<PageOf<Goods>> {
  const { params, param, price, join, where, words, scope } = await searchFilter(db, query, context);

  // Best match first: the whole keyword as the name, then at the name's start, then inside it;
  // then the closest name (pg_trgm), then best sellers.
  const phrase = words.join(' ');
  const tier = phrase
    ? (() => {
        const exact = param(phrase);
        const prefix = param(`${likeEscape(phrase)}%`);
        const inside = param(`%${likeEscape(phrase)}%`);
        return `CASE WHEN lower(g.name) = ${exact} OR lower(g.name_en) = ${exact} THEN 3
                     WHEN lower(g.name) LIKE ${prefix} OR lower(g.name_en) LIKE ${prefix} THEN 2
                     WHEN lower(g.name) LIKE ${inside} OR lower(g.name_en) LIKE ${inside} THEN 1
                     ELSE 0 END`;
      })()
    : '0';
  const closeness = phrase
    ? `similarity(lower(g.name || ' ' || coalesce(g.name_en, '')), ${param(phrase)})`
    : '0';

  const matched = `
    SELECT DISTINCT ON (g.goods_id)
           g.goods_id AS "goodsId", s.sku_id AS "skuId", s.name, s.name_en AS "nameEn", g.images,
           ${price} AS price, s.market_price_fen AS "marketPriceFen", s.stock,
           ${GOODS_SOLD} AS "goodsSold",
           g.listed_at AS "listedAt", ${tier} AS tier, ${closeness} AS closeness
    FROM goods g
    JOIN skus s ON s.goods_id = g.goods_id
    ${join}
    WHERE ${where.join(' AND ')}
    ORDER BY g.goods_id, ${price}, s.sku_id`;

  const order = {
    comprehensive: 'tier DESC, closeness DESC, "goodsSold" DESC',
    sales: '"goodsSold" DESC',
    new: '"listedAt" DESC',
    priceAsc: 'price ASC',
    priceDesc: 'price DESC',
  }[query.sortFilter ?? 'comprehensive'];

  // One statement answers the page and the count: the window counts every goods matched before the
  // page is cut (asking twice scanned and planned the search twice, the most of its cost on PostgreSQL).
  const rows = await db.query<Row & { total: number }>(
    `SELECT *, (count(*) OVER ())::int AS total FROM (${matched}) m ORDER BY ${order}, "goodsId"
     LIMIT ${param(page.pageSize)} OFFSET ${param((page.pageNumber - 1) * page.pageSize)}`,
    params,
  );
  let total = rows[0]?.total ?? 0;
  // A page past the last has no row to carry the count: only then is it asked alone (without the
  // page's LIMIT and OFFSET, the last two parameters).
  if (rows.length === 0 && page.pageNumber > 1) {
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${matched}) m`,
      params.slice(0, -2),
    );
    total = counted?.total ?? 0;
  }

  const records = rows.map(
    (row): Goods => ({
      skuId: row.skuId,
      goodsId: row.goodsId,
      productName: context.locale === 'en-US' && row.nameEn ? row.nameEn : row.name,
      productImages: row.images,
      specProductPrice: row.price,
      // Stored in fen, shown in yuan.
      specMarketPrice: row.marketPriceFen / 100,
      ...(scope?.priceUnit ? { priceUnit: scope.priceUnit } : {}),
      ...(scope?.table === 'plan_goods' ? { planId: scope.id, planName: scope.name } : {}),
      ...(scope?.table === 'market_goods' ? { marketId: scope.id } : {}),
      soldCount: row.goodsSold,
      stock: row.stock,
    }),
  );
  return pageOf(records, total, page);
}

// ---------------------------------------------------------------------------------------------
// Cards of given SKUs

/** Most SKUs one call of `listSkuCards` takes (the query schema says the same). */
export const MAX_CARD_SKUS = 50;

/** A SKU row as a goods card shows it; `price` is the one the card shows (a market's, or the SKU's). */
export interface CardRow {
  skuId: string;
  goodsId: string;
  name: string;
  nameEn: string | null;
  images: string[];
  price: number;
  marketPriceFen: number;
  stock: number;
  soldCount: number;
}

/** Columns of a `CardRow` over `skus s JOIN goods g`, the price left to the caller. */
export const CARD_COLUMNS = `s.sku_id AS "skuId", s.goods_id AS "goodsId", s.name, s.name_en AS "nameEn", g.images,
  s.market_price_fen AS "marketPriceFen", s.stock, ${GOODS_SOLD} AS "soldCount"`;

/** The card of a SKU, named in the caller's language. */
export function toCard(
  row: CardRow,
  locale: SearchContext['locale'],
  link: Pick<Goods, 'priceUnit' | 'marketId' | 'planId' | 'planName'> = {},
): Goods {
  return {
    skuId: row.skuId,
    goodsId: row.goodsId,
    productName: locale === 'en-US' && row.nameEn ? row.nameEn : row.name,
    productImages: row.images,
    specProductPrice: row.price,
    // Stored in fen, shown in yuan.
    specMarketPrice: row.marketPriceFen / 100,
    ...link,
    soldCount: row.soldCount,
    stock: row.stock,
  };
}

/**
 * The cards of some SKUs at their own prices (GET .../product/list), in the order asked, each once:
 * what a page's static goods list shows today. Unknown SKUs and delisted goods are left out, as the
 * search leaves them out.
 */
export async function listSkuCards(
  db: DbExecutor,
  skuIds: readonly string[],
  locale: SearchContext['locale'],
): Promise<Goods[]> {
  const wanted = [...new Set(skuIds)].slice(0, MAX_CARD_SKUS);
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}, s.price_points AS price
     FROM skus s JOIN goods g ON g.goods_id = s.goods_id
     WHERE s.sku_id = ANY($1) AND g.on_sale`,
    [wanted],
  );
  const byId = new Map(rows.map((row) => [row.skuId, row]));
  return wanted.flatMap((skuId) => {
    const row = byId.get(skuId);
    return row ? [toCard(row, locale)] : [];
  });
}
