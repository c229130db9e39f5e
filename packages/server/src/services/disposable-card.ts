import type {
  DisposableCardCart,
  DisposableCardCartLine,
  DisposableCardGoods,
  DisposableCardGoodsDetail,
  DisposableCardGoodsPage,
  DisposableCardSession,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import { addToCart, removeFromCart, setCartNum } from './cart.ts';
import { LINE_MESSAGES } from './cart-lines.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import { inLocale, type Locale } from './locale.ts';
import { CARD_STATUS_MESSAGES } from './passport-cards.ts';

// The redemption mall of a disposable (YCXK, 一次性卡) card. The card is its own member account:
// its value is that member's points, its cart is that member's cart_items, its orders are that
// member's orders. It buys only the goods of its range, at the range's prices (freight included),
// and one paid order uses it up (see disposable-card-orders.ts). Only a card's member may call.

/** Refusals of the card's endpoints, in the words the storefront shows. */
export const DISPOSABLE_CARD_MESSAGES = {
  notCardMember: '仅限一次性卡用户使用，请使用一次性卡登录',
  notInRange: '该商品不在本卡兑换范围内',
  noRange: '该卡暂无可兑换商品',
  ...CARD_STATUS_MESSAGES,
} as const;

/** Why a cart line cannot be ordered, beyond off sale and short of stock. */
export const RANGE_LINE_MESSAGES = {
  notInRange: { 'zh-CN': '不在本卡兑换范围内', 'en-US': 'Not in this card’s range' },
} as const;

/** A card's status now, as the login tells it: an ACTIVE card past its date is EXPIRED. */
export type CardStatusNow = DisposableCardSession['status'];

/** The session's card as the services need it. */
export interface SessionCard {
  cardNo: string;
  cardName: string;
  enterpriseName: string;
  memberId: string;
  rangeId: string | null;
  rangeName: string | null;
  balance: number;
  status: CardStatusNow;
  validUntil: Date | null;
  usedOrderSn: string | null;
  forfeitedPoints: number | null;
}

interface CardRow extends Omit<SessionCard, 'status' | 'rangeName'> {
  status: 'ACTIVE' | 'USED' | 'FROZEN';
  rangeNameZh: string | null;
  rangeNameEn: string | null;
}

/**
 * The card whose member is `memberId`; an ordinary member is refused with a 403. `lock` locks the
 * card's row and its member's (the balance), so orders and payments of one card run one at a time.
 */
export async function sessionCard(
  db: DbExecutor,
  memberId: string,
  context: { now: Date; locale: Locale; lock?: boolean },
): Promise<SessionCard> {
  const [row] = await db.query<CardRow>(
    `SELECT d.card_no AS "cardNo", d.card_name AS "cardName", e.name AS "enterpriseName", d.member_id AS "memberId",
            d.range_id AS "rangeId", r.name AS "rangeNameZh", r.name_en AS "rangeNameEn", m.point AS balance,
            d.status, d.valid_until AS "validUntil", d.used_order_sn AS "usedOrderSn",
            d.forfeited_points AS "forfeitedPoints"
     FROM disposable_cards d JOIN enterprises e ON e.one_id = d.one_id JOIN members m ON m.id = d.member_id
     LEFT JOIN disposable_card_ranges r ON r.id = d.range_id
     WHERE d.member_id = $1 ${context.lock ? 'FOR UPDATE OF d, m' : ''}`,
    [memberId],
  );
  if (!row) throw new ApiError(403, DISPOSABLE_CARD_MESSAGES.notCardMember);
  const { rangeNameZh, rangeNameEn, ...card } = row;
  const expired = card.status === 'ACTIVE' && card.validUntil !== null && card.validUntil <= context.now;
  return {
    ...card,
    rangeName: rangeNameZh === null ? null : inLocale(context.locale, rangeNameZh, rangeNameEn),
    status: expired ? 'EXPIRED' : card.status,
  };
}

/** Refuses a card that cannot order or pay now, with what is wrong with it. */
export function refuseUnusableCard(card: SessionCard): void {
  if (card.status !== 'ACTIVE') throw formRefusal(DISPOSABLE_CARD_MESSAGES[card.status]);
}

/** The card number with all but its first and last four digits hidden. */
export function maskCardNo(cardNo: string): string {
  return `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}

/**
 * The session's card as the pages' header shows it; null for an ordinary member. Unlike every other
 * endpoint of the card this one does not refuse them: it is how the pages tell a card's holder from
 * anyone else (a 403 would read to the storefront as a lost session).
 */
export async function viewSessionCard(
  db: DbExecutor,
  memberId: string,
  context: { now: Date; locale: Locale },
): Promise<DisposableCardSession | null> {
  const isCard = await db.query('SELECT 1 FROM disposable_cards WHERE member_id = $1', [memberId]);
  if (isCard.length === 0) return null;
  const card = await sessionCard(db, memberId, context);
  return {
    cardNo: maskCardNo(card.cardNo),
    cardName: card.cardName,
    enterpriseName: card.enterpriseName,
    rangeName: card.rangeName,
    balance: card.balance,
    status: card.status,
    validUntil: card.validUntil?.toISOString() ?? null,
    usedOrderSn: card.usedOrderSn,
    forfeitedPoints: card.forfeitedPoints,
  };
}

// ---------------------------------------------------------------------------------------------
// The range's goods

interface GoodsRow extends Omit<DisposableCardGoods, 'name'> {
  nameZh: string;
  nameEn: string | null;
  images: string[];
  total: number;
}

// $1 range. Columns of a range's goods, in the range's order.
const GOODS_SQL = `
  SELECT rg.sku_id AS "skuId", s.goods_id AS "goodsId", s.name AS "nameZh", s.name_en AS "nameEn",
         g.images[1] AS thumbnail, g.images, rg.price_points AS price, s.price_points AS "catalogPrice",
         s.stock, g.on_sale AS "onSale", count(*) OVER ()::int AS total
  FROM disposable_card_range_goods rg JOIN skus s ON s.sku_id = rg.sku_id JOIN goods g ON g.goods_id = s.goods_id
  WHERE rg.range_id = $1`;

function goodsOf(row: GoodsRow, locale: Locale): DisposableCardGoods {
  return {
    skuId: row.skuId,
    goodsId: row.goodsId,
    name: inLocale(locale, row.nameZh, row.nameEn),
    thumbnail: row.thumbnail,
    price: row.price,
    catalogPrice: row.catalogPrice,
    stock: row.stock,
    onSale: row.onSale,
  };
}

/** A page of the card's range, narrowed by a keyword in the goods' names (either language). */
export async function listCardGoods(
  db: DbExecutor,
  memberId: string,
  query: { keyword: string; page: ListPage },
  context: { now: Date; locale: Locale },
): Promise<DisposableCardGoodsPage> {
  const card = await sessionCard(db, memberId, context);
  if (!card.rangeId) return pageOf([], 0, query.page);
  const [limit, offset] = limitOffset(query.page);
  const keyword = query.keyword.trim();
  const rows = await db.query<GoodsRow>(
    `${GOODS_SQL} AND ($2 = '' OR strpos(lower(s.name || ' ' || coalesce(s.name_en, '')), lower($2)) > 0)
     ORDER BY rg.sort_order, rg.sku_id LIMIT $3 OFFSET $4`,
    [card.rangeId, keyword, limit, offset],
  );
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && offset > 0) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM disposable_card_range_goods rg JOIN skus s ON s.sku_id = rg.sku_id
       WHERE rg.range_id = $1 AND ($2 = '' OR strpos(lower(s.name || ' ' || coalesce(s.name_en, '')), lower($2)) > 0)`,
      [card.rangeId, keyword],
    );
    total = count?.n ?? 0;
  }
  return pageOf(
    rows.map((row) => goodsOf(row, context.locale)),
    total,
    query.page,
  );
}

/** One goods of the card's range with its pictures; a SKU outside the range is refused. */
export async function getCardGoods(
  db: DbExecutor,
  memberId: string,
  skuId: string,
  context: { now: Date; locale: Locale },
): Promise<DisposableCardGoodsDetail> {
  const card = await sessionCard(db, memberId, context);
  const [row] = await db.query<GoodsRow>(`${GOODS_SQL} AND rg.sku_id = $2`, [card.rangeId, skuId]);
  if (!row) throw new ApiError(404, DISPOSABLE_CARD_MESSAGES.notInRange);
  const [line] = await db.query<{ num: number }>(
    'SELECT num FROM cart_items WHERE member_id = $1 AND sku_id = $2',
    [memberId, skuId],
  );
  return { goods: goodsOf(row, context.locale), images: row.images, inCart: line?.num ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The card's cart: the card member's own cart_items, priced by the range

/** One line of the card's cart with what ordering it needs. */
export interface CardLine extends DisposableCardCartLine {
  inRange: boolean;
  onSale: boolean;
  deliveryRegions: string[] | null;
  storeId: string | null;
}

interface CardLineRow extends Omit<CardLine, 'name' | 'subTotal' | 'invalidReason'> {
  nameZh: string;
  nameEn: string | null;
}

/** The card's cart lines, newest first, priced by the card's range. */
export async function loadCardLines(db: DbExecutor, card: SessionCard, locale: Locale): Promise<CardLine[]> {
  const rows = await db.query<CardLineRow>(
    `SELECT c.sku_id AS "skuId", s.goods_id AS "goodsId", s.name AS "nameZh", s.name_en AS "nameEn",
            g.images[1] AS thumbnail, COALESCE(rg.price_points, 0) AS price, c.num, s.stock,
            rg.sku_id IS NOT NULL AS "inRange", g.on_sale AS "onSale", g.delivery_regions AS "deliveryRegions",
            g.store_id AS "storeId"
     FROM cart_items c JOIN skus s ON s.sku_id = c.sku_id JOIN goods g ON g.goods_id = s.goods_id
     LEFT JOIN disposable_card_range_goods rg ON rg.range_id = $2 AND rg.sku_id = c.sku_id
     WHERE c.member_id = $1 ORDER BY c.created_at DESC, c.id DESC`,
    [card.memberId, card.rangeId],
  );
  return rows.map(({ nameZh, nameEn, ...row }) => ({
    ...row,
    name: inLocale(locale, nameZh, nameEn),
    subTotal: row.price * row.num,
    invalidReason: !row.inRange
      ? RANGE_LINE_MESSAGES.notInRange[locale]
      : !row.onSale
        ? LINE_MESSAGES.offSale[locale]
        : row.stock < row.num
          ? LINE_MESSAGES.shortOfStock[locale]
          : null,
  }));
}

/** What a card's lines cost: the range's prices include delivery, so there is no freight. */
export const cardLinesTotal = (lines: readonly CardLine[]): number =>
  lines.reduce((sum, line) => sum + line.subTotal, 0);

/** The card's cart against its balance. */
export async function viewCardCart(
  db: DbExecutor,
  memberId: string,
  context: { now: Date; locale: Locale },
): Promise<DisposableCardCart> {
  const card = await sessionCard(db, memberId, context);
  const lines = await loadCardLines(db, card, context.locale);
  const points = cardLinesTotal(lines);
  return {
    lines: lines.map(
      ({ inRange: _inRange, onSale: _onSale, deliveryRegions: _regions, storeId: _store, ...line }) => line,
    ),
    points,
    count: lines.reduce((sum, line) => sum + line.num, 0),
    balance: card.balance,
    enough: card.balance >= points,
  };
}

/** Refuses a SKU outside the card's range; a used, frozen or expired card adds nothing either. */
async function refuseOutsideRange(db: DbExecutor, card: SessionCard, skuId: string): Promise<void> {
  refuseUnusableCard(card);
  const inRange = await db.query(
    'SELECT 1 FROM disposable_card_range_goods WHERE range_id = $1 AND sku_id = $2',
    [card.rangeId, skuId],
  );
  if (inRange.length === 0) throw formRefusal(DISPOSABLE_CARD_MESSAGES.notInRange);
}

/**
 * A change of the card's cart by the ordinary cart's `change` (and its checks), refused for a goods
 * outside the card's range; answers the cart.
 */
function cardCartChange(change: (db: Db, memberId: string, skuId: string, num: number) => Promise<void>) {
  return async (
    db: Db,
    memberId: string,
    input: { skuId: string; num: number },
    context: { now: Date; locale: Locale },
  ): Promise<DisposableCardCart> => {
    await refuseOutsideRange(db, await sessionCard(db, memberId, context), input.skuId);
    await change(db, memberId, input.skuId, input.num);
    return viewCardCart(db, memberId, context);
  };
}

/** Adds units of a goods of the card's range to the card's cart. */
export const addCardCart = cardCartChange(addToCart);

/** Sets the units of a line of the card's cart. */
export const setCardCartNum = cardCartChange(setCartNum);

/** Takes a SKU out of the card's cart; allowed whatever the card's state, so a cart can be tidied. */
export async function removeCardCartLine(
  db: Db,
  memberId: string,
  skuId: string,
  context: { now: Date; locale: Locale },
): Promise<DisposableCardCart> {
  await sessionCard(db, memberId, context);
  await removeFromCart(db, memberId, [skuId]);
  return viewCardCart(db, memberId, context);
}
