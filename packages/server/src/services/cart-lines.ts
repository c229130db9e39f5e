import type { CartSku, CartStore, CartView, PlanExchangeCheck, PriceDetail } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import type { Locale } from './locale.ts';
import { inLocale } from './locale.ts';
import { pointsFromFen, yuanFromFen } from './money.ts';

// The member's cart lines priced by the server, never by the client: a unit costs the lowest price
// of a flash sale running for the member's enterprise, else the catalogue price; freight follows the
// store's supplier (free from its threshold of ticked goods); plans may demand their goods be
// redeemed on their own or cap the units of one order.

/** Who is buying, when, and in which language. */
export interface Shopper {
  memberId: string;
  oneId: string;
  locale: Locale;
  now: Date;
}

/** A plan rule a SKU falls under. */
export interface PlanRule {
  planId: string;
  planName: string;
  redeemSeparately: boolean;
  maxExchange: number | null;
  /** Received in person: placing the order needs a visitor (services/visitors.ts). */
  visitorRequired: boolean;
}

/** One cart line with everything pricing and checkout need. */
export interface PricedLine {
  skuId: string;
  goodsId: string;
  name: string;
  thumbnail: string | null;
  catalogPrice: number;
  /** What one unit costs now, in points. */
  price: number;
  num: number;
  checked: boolean;
  stock: number;
  onSale: boolean;
  storeId: string | null;
  storeName: string | null;
  thresholdFen: number | null;
  freightFen: number;
  marketId: string | null;
  deliveryRegions: string[] | null;
  categoryPath: string[];
  plans: PlanRule[];
}

/** Messages of lines that cannot be ordered, and of the plan check. */
export const LINE_MESSAGES = {
  offSale: { 'zh-CN': '商品已下架', 'en-US': 'No longer on sale' },
  shortOfStock: { 'zh-CN': '库存不足', 'en-US': 'Not enough stock' },
} as const;

interface LineRow extends Omit<PricedLine, 'name' | 'storeName' | 'price' | 'plans'> {
  nameZh: string;
  nameEn: string | null;
  storeNameZh: string | null;
  storeNameEn: string | null;
  salePrice: number | null;
}

// Lines priced from a source `c` of (sku_id, num, checked): $2 enterprise, $3 now. A sale counts
// while it is online and running, for everyone or the member's enterprise; the lowest price wins
// when a SKU is in two.
const linesSql = (source: string) => `
  SELECT c.sku_id AS "skuId", s.goods_id AS "goodsId", s.name AS "nameZh", s.name_en AS "nameEn",
         g.images[1] AS thumbnail, s.price_points AS "catalogPrice", c.num, c.checked, s.stock,
         g.on_sale AS "onSale", g.store_id AS "storeId", st.name AS "storeNameZh", st.name_en AS "storeNameEn",
         sp.free_shipping_threshold_fen AS "thresholdFen", COALESCE(sp.freight_fen, 0) AS "freightFen",
         g.delivery_regions AS "deliveryRegions", g.category_path AS "categoryPath",
         sale.market_id AS "marketId", sale.price AS "salePrice"
  FROM ${source}
  JOIN skus s ON s.sku_id = c.sku_id
  JOIN goods g ON g.goods_id = s.goods_id
  LEFT JOIN stores st ON st.id = g.store_id
  LEFT JOIN suppliers sp ON sp.code = st.supplier_code
  LEFT JOIN LATERAL (
    SELECT mg.market_id, COALESCE(mg.price_points, s.price_points) AS price
    FROM market_goods mg JOIN markets m ON m.id = mg.market_id
    WHERE mg.sku_id = s.sku_id AND m.status = 'online' AND m.date_start <= $3 AND m.date_end > $3
      AND (m.audience IS NULL OR $2 = ANY (m.audience))
    ORDER BY price, mg.market_id LIMIT 1
  ) sale ON true`;

/** The cart's lines: $1 member. */
const CART_LINES_SQL = `${linesSql('cart_items c')} WHERE c.member_id = $1`;

/** One line bought now, outside the cart: $1 SKU, $4 units. */
const DIRECT_LINE_SQL = linesSql('(SELECT $1::text AS sku_id, $4::int AS num, true AS checked) c');

/**
 * The member's cart lines, most recently added first (only the ticked ones with `checkedOnly`),
 * priced and with their plan rules.
 */
export async function loadCartLines(
  db: DbExecutor,
  shopper: Shopper,
  { checkedOnly = false }: { checkedOnly?: boolean } = {},
): Promise<PricedLine[]> {
  const rows = await db.query<LineRow>(
    `${CART_LINES_SQL} ${checkedOnly ? 'AND c.checked' : ''} ORDER BY c.created_at DESC, c.id DESC`,
    [shopper.memberId, shopper.oneId, shopper.now],
  );
  return pricedLines(db, rows, shopper);
}

/** A SKU and quantity bought now, straight from the goods page. */
export interface DirectLine {
  skuId: string;
  num: number;
}

/**
 * One SKU and quantity priced as a ticked cart line would be (flash-sale price, freight, plan
 * rules), without reading or writing the cart; none when the SKU does not exist.
 */
export async function loadDirectLine(
  db: DbExecutor,
  shopper: Shopper,
  { skuId, num }: DirectLine,
): Promise<PricedLine[]> {
  const rows = await db.query<LineRow>(DIRECT_LINE_SQL, [skuId, shopper.oneId, shopper.now, num]);
  return pricedLines(db, rows, shopper);
}

async function pricedLines(db: DbExecutor, rows: LineRow[], shopper: Shopper): Promise<PricedLine[]> {
  const plans = await planRulesOf(
    db,
    rows.map((row) => row.skuId),
    shopper,
  );
  return rows.map(({ nameZh, nameEn, storeNameZh, storeNameEn, salePrice, ...row }) => ({
    ...row,
    name: inLocale(shopper.locale, nameZh, nameEn),
    storeName: storeNameZh === null ? null : inLocale(shopper.locale, storeNameZh, storeNameEn),
    price: salePrice === null ? row.catalogPrice : Math.min(salePrice, row.catalogPrice),
    marketId: salePrice !== null && salePrice < row.catalogPrice ? row.marketId : null,
    plans: plans.get(row.skuId) ?? [],
  }));
}

/** The separate-redemption, maximum-exchange and visitor rules of open plans the member sees, by SKU. */
async function planRulesOf(
  db: DbExecutor,
  skuIds: readonly string[],
  shopper: Shopper,
): Promise<Map<string, PlanRule[]>> {
  const bySku = new Map<string, PlanRule[]>();
  if (skuIds.length === 0) return bySku;
  const rows = await db.query<PlanRule & { skuId: string }>(
    `SELECT pg.sku_id AS "skuId", p.id AS "planId", p.name AS "planName",
            p.redeem_separately AS "redeemSeparately", p.max_exchange AS "maxExchange",
            p.visitor_required AS "visitorRequired"
     FROM plan_goods pg JOIN plans p ON p.id = pg.plan_id
     WHERE pg.sku_id = ANY ($1) AND (p.redeem_separately OR p.max_exchange IS NOT NULL OR p.visitor_required)
       AND p.status = 'online' AND p.date_start <= $3 AND p.date_end > $3
       AND (p.audience IS NULL OR $2 = ANY (p.audience))
     ORDER BY p.id`,
    [skuIds, shopper.oneId, shopper.now],
  );
  for (const { skuId, ...rule } of rows) bySku.set(skuId, [...(bySku.get(skuId) ?? []), rule]);
  return bySku;
}

/** Whether some of `lines` are received in person, so their order needs a visitor. */
export function needsVisitor(lines: readonly PricedLine[]): boolean {
  return lines.some((line) => line.plans.some((plan) => plan.visitorRequired));
}

/** Why a line cannot be ordered now, or null. */
export function invalidReason(line: PricedLine, locale: Locale): string | null {
  if (!line.onSale) return LINE_MESSAGES.offSale[locale];
  if (line.stock < line.num) return LINE_MESSAGES.shortOfStock[locale];
  return null;
}

/** The points of a line. */
export const lineTotal = (line: PricedLine): number => line.price * line.num;

/** The stores of some lines, in the lines' order. */
function storesOf(lines: readonly PricedLine[]): PricedLine[][] {
  const groups = new Map<string, PricedLine[]>();
  for (const line of lines) {
    const key = line.storeId ?? '';
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

/**
 * Freight in points of one store's ticked lines: none when nothing is ticked, or the store ships
 * free, or the ticked goods reach its threshold (one point a yuan); else its freight, rounded up.
 */
function storeFreightPoints(ticked: readonly PricedLine[]): number {
  const first = ticked[0];
  if (!first || first.thresholdFen === null) return 0;
  const goodsFen = ticked.reduce((sum, line) => sum + lineTotal(line) * 100, 0);
  return goodsFen >= first.thresholdFen ? 0 : pointsFromFen(first.freightFen);
}

/** Goods, freight and discount of the ticked lines. */
export function priceOf(lines: readonly PricedLine[], discountPoints = 0): PriceDetail {
  const ticked = lines.filter((line) => line.checked);
  const goodsPoints = ticked.reduce((sum, line) => sum + lineTotal(line), 0);
  const freightPoints = storesOf(ticked).reduce((sum, store) => sum + storeFreightPoints(store), 0);
  const discount = Math.min(discountPoints, goodsPoints);
  return {
    goodsPoints,
    freightPoints,
    discountPoints: discount,
    points: goodsPoints + freightPoints - discount,
    checkedNum: ticked.reduce((sum, line) => sum + line.num, 0),
  };
}

/** A line as the API answers it. */
export function cartSkuOf(line: PricedLine, locale: Locale): CartSku {
  const separate = line.plans.find((plan) => plan.redeemSeparately);
  return {
    goodsSku: {
      id: line.skuId,
      goodsId: line.goodsId,
      goodsName: line.name,
      thumbnail: line.thumbnail,
      price: line.catalogPrice,
      storeId: line.storeId,
      storeName: line.storeName,
    },
    num: line.num,
    purchasePrice: line.price,
    subTotal: lineTotal(line),
    checked: line.checked,
    stock: line.stock,
    invalidReason: invalidReason(line, locale),
    marketId: line.marketId,
    separatePlanName: separate?.planName ?? null,
  };
}

/** The stores of the lines as the API answers them. */
export function cartStoresOf(lines: readonly PricedLine[]): CartStore[] {
  return storesOf(lines).map((store) => {
    const first = store[0]!;
    return {
      storeId: first.storeId ?? '',
      storeName: first.storeName ?? '',
      skuIds: store.map((line) => line.skuId),
      checked: store.every((line) => line.checked),
      freeShippingThreshold: first.thresholdFen === null ? null : yuanFromFen(first.thresholdFen),
      freight: yuanFromFen(first.freightFen),
      freightPoints: storeFreightPoints(store.filter((line) => line.checked)),
    };
  });
}

/** The whole cart as the API answers it. */
export function cartViewOf(lines: readonly PricedLine[], locale: Locale): CartView {
  return {
    skuList: lines.map((line) => cartSkuOf(line, locale)),
    stores: cartStoresOf(lines),
    priceDetail: priceOf(lines),
    count: lines.reduce((sum, line) => sum + line.num, 0),
  };
}

/** Messages of the plan check (checkPlanMaxExchange). */
export const PLAN_CHECK_MESSAGES = {
  separate: {
    'zh-CN': (names: string) => `「${names}」的商品需单独兑换，请重新勾选后再下单`,
    'en-US': (names: string) =>
      `Goods of "${names}" must be redeemed on their own: tick them again and order again`,
  },
  maxExchange: {
    'zh-CN': (name: string, max: number) => `「${name}」每单最多兑换${max}件，请重新勾选后再下单`,
    'en-US': (name: string, max: number) =>
      `"${name}" allows at most ${max} units an order: tick again and order again`,
  },
} as const;

/**
 * Whether the ticked lines may be ordered together: goods of a plan that must be redeemed on their
 * own may not share an order with other goods, and a plan's maximum exchange caps its units.
 */
export function checkPlans(lines: readonly PricedLine[], locale: Locale): PlanExchangeCheck {
  const ticked = lines.filter((line) => line.checked);
  const separatePlans = new Map<string, string>();
  for (const line of ticked)
    for (const plan of line.plans) if (plan.redeemSeparately) separatePlans.set(plan.planId, plan.planName);
  for (const [planId, planName] of separatePlans) {
    const inPlan = ticked.filter((line) => line.plans.some((plan) => plan.planId === planId));
    if (inPlan.length < ticked.length) {
      return {
        pass: false,
        separateSkuIds: inPlan.map((line) => line.skuId),
        message: PLAN_CHECK_MESSAGES.separate[locale](planName),
      };
    }
  }
  const units = new Map<string, { rule: PlanRule; units: number }>();
  for (const line of ticked)
    for (const rule of line.plans)
      if (rule.maxExchange !== null) {
        const seen = units.get(rule.planId) ?? { rule, units: 0 };
        units.set(rule.planId, { rule, units: seen.units + line.num });
      }
  for (const { rule, units: total } of units.values()) {
    if (rule.maxExchange !== null && total > rule.maxExchange) {
      return {
        pass: false,
        separateSkuIds: [],
        message: PLAN_CHECK_MESSAGES.maxExchange[locale](rule.planName, rule.maxExchange),
      };
    }
  }
  return { pass: true, separateSkuIds: [], message: null };
}
