import { randomInt } from 'node:crypto';
import type {
  CheckoutAddress,
  CheckoutCoupon,
  CheckoutRequest,
  CheckoutView,
  MemberAddress,
  OrderPlaced,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';
import { getAddress, getDefaultAddress, listAddresses } from './addresses.ts';
import {
  cartSkuOf,
  cartStoresOf,
  checkPlans,
  invalidReason,
  loadCartLines,
  loadDirectLine,
  needsVisitor,
  type DirectLine,
  priceOf,
  type PricedLine,
  type Shopper,
} from './cart-lines.ts';
import { offerCoupons } from './checkout-coupons.ts';
import { checkInvoiceRequest, storeInvoice } from './invoices.ts';
import { addTrace, ORDER_TRACES } from './order-traces.ts';
import { checkVisitor, storeVisitor } from './visitors.ts';

// Checkout: the ticked cart lines, or one SKU and quantity bought now (a direct line, which never
// touches the cart), priced by the server, shipped to one of the member's addresses, with at most
// one of their coupons. Placing the order is one transaction under a lock of the member's row: it
// checks everything again, reserves the stock with a guard that cannot go below zero, spends the
// coupon and takes the ordered cart lines out of the cart; any refusal writes nothing.

/** Refusals of checkout, in the words the storefront shows. */
export const CHECKOUT_MESSAGES = {
  nothingTicked: '请选择要结算的商品',
  skuNotFound: '商品不存在',
  invalidLine: (name: string, reason: string) => `${name}：${reason}`,
  notDelivered: '部分商品不支持配送至该地址，请更换收货地址',
  couponUnusable: '该优惠券不可用于所选商品',
  shortOfStock: (name: string) => `${name}：库存不足`,
} as const;

/** What a checkout request or query asks for: a SKU bought now, or (neither given) the ticked cart. */
export function directLineOf(asked: { skuId?: string; num?: number | string }): DirectLine | null {
  // The schemas require both or neither; a query's digits arrive as text.
  return asked.skuId !== undefined && asked.num !== undefined
    ? { skuId: asked.skuId, num: Number(asked.num) }
    : null;
}

/** The lines a checkout prices: the SKU bought now, else the ticked cart lines. */
function checkoutLines(db: DbExecutor, shopper: Shopper, direct: DirectLine | null): Promise<PricedLine[]> {
  return direct ? loadDirectLine(db, shopper, direct) : loadCartLines(db, shopper, { checkedOnly: true });
}

/** The goods of `lines` not delivered to an address. */
function undeliverable(lines: readonly PricedLine[], address: MemberAddress): PricedLine[] {
  const province = address.regionIds[0];
  return lines.filter(
    (line) => line.deliveryRegions !== null && !line.deliveryRegions.includes(province ?? ''),
  );
}

function checkoutAddressOf(address: MemberAddress, ticked: readonly PricedLine[]): CheckoutAddress {
  const missing = undeliverable(ticked, address);
  return {
    address,
    deliverable: missing.length === 0,
    undeliverableSkuIds: missing.map((line) => line.skuId),
  };
}

/** The member's addresses, each with whether the ticked goods (or the SKU bought now) are delivered there. */
export async function shippingAddresses(
  db: DbExecutor,
  shopper: Shopper,
  direct: DirectLine | null = null,
): Promise<CheckoutAddress[]> {
  const ticked = await checkoutLines(db, shopper, direct);
  const { records } = await listAddresses(db, shopper.memberId, { pageNumber: 1, pageSize: 50 });
  return records.map((address) => checkoutAddressOf(address, ticked));
}

/** Member's balance of welfare points. */
async function balanceOf(db: DbExecutor, memberId: string, lock = false): Promise<number> {
  const [row] = await db.query<{ point: number }>(
    `SELECT point FROM members WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [memberId],
  );
  return row?.point ?? 0;
}

/**
 * The ticked lines (or the SKU bought now) priced for checkout, shipped to `addressId` (else the
 * default address) with `couponId` when it applies; every coupon the member holds is offered with
 * what it would do.
 */
export async function viewCheckout(
  db: DbExecutor,
  shopper: Shopper,
  query: { addressId?: string; couponId?: string; skuId?: string; num?: string },
): Promise<CheckoutView> {
  const ticked = await checkoutLines(db, shopper, directLineOf(query));
  const coupons = await offerCoupons(db, shopper.memberId, ticked, shopper.now, shopper.locale);
  const chosen = coupons.find((offer) => offer.usable && offer.coupon.id === query.couponId);
  const address = query.addressId
    ? await getAddress(db, shopper.memberId, query.addressId)
    : await getDefaultAddress(db, shopper.memberId);
  return {
    skuList: ticked.map((line) => cartSkuOf(line, shopper.locale)),
    stores: cartStoresOf(ticked),
    priceDetail: priceOf(ticked, chosen?.discountPoints ?? 0),
    coupons,
    couponId: chosen ? chosen.coupon.id : null,
    address: address ? checkoutAddressOf(address, ticked) : null,
    planCheck: checkPlans(ticked, shopper.locale),
    balance: await balanceOf(db, shopper.memberId),
    visitorRequired: needsVisitor(ticked),
  };
}

interface CheckedOrder {
  ticked: PricedLine[];
  address: MemberAddress;
  coupon: CheckoutCoupon | null;
}

/** Every check of placing an order; throws the first refusal. */
async function checkOrder(
  db: DbExecutor,
  shopper: Shopper,
  request: CheckoutRequest,
  lock: boolean,
): Promise<CheckedOrder> {
  const direct = directLineOf(request);
  const ticked = await checkoutLines(db, shopper, direct);
  if (ticked.length === 0)
    throw formRefusal(direct ? CHECKOUT_MESSAGES.skuNotFound : CHECKOUT_MESSAGES.nothingTicked);
  for (const line of ticked) {
    const reason = invalidReason(line, shopper.locale);
    if (reason) throw formRefusal(CHECKOUT_MESSAGES.invalidLine(line.name, reason));
  }
  const plans = checkPlans(ticked, shopper.locale);
  if (!plans.pass) throw formRefusal(plans.message ?? '');
  const address = await getAddress(db, shopper.memberId, request.addressId);
  if (undeliverable(ticked, address).length > 0) throw formRefusal(CHECKOUT_MESSAGES.notDelivered);
  let coupon: CheckoutCoupon | null = null;
  if (request.couponId) {
    const offers = await offerCoupons(db, shopper.memberId, ticked, shopper.now, shopper.locale, { lock });
    coupon = offers.find((offer) => offer.coupon.id === request.couponId && offer.usable) ?? null;
    if (!coupon) throw formRefusal(CHECKOUT_MESSAGES.couponUnusable);
  }
  return { ticked, address, coupon };
}

/** Runs every check of placing the order and writes nothing. */
export async function preCheckOrder(
  db: DbExecutor,
  shopper: Shopper,
  request: CheckoutRequest,
): Promise<void> {
  if (request.invoice) checkInvoiceRequest(request.invoice);
  const { ticked } = await checkOrder(db, shopper, request, false);
  if (needsVisitor(ticked)) checkVisitor(request.visitor, shopper.now);
}

/** A new order number: O, the date (yyMMdd) and 10 random digits. */
export function newOrderSn(now: Date): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '');
  const digits = String(randomInt(0, 1e10)).padStart(10, '0');
  return `O${date}${digits}`;
}

/**
 * Takes the lines' units out of stock, or refuses the order when a SKU has run short meanwhile.
 * SKUs in one order, so two orders sharing SKUs never wait for each other's locks in a circle.
 */
export async function reserveStock(
  tx: DbExecutor,
  lines: readonly { skuId: string; num: number; name: string }[],
): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.skuId.localeCompare(b.skuId))) {
    const reserved = await tx.query(
      'UPDATE skus SET stock = stock - $2 WHERE sku_id = $1 AND stock >= $2 RETURNING stock',
      [line.skuId, line.num],
    );
    if (reserved.length === 0) throw formRefusal(CHECKOUT_MESSAGES.shortOfStock(line.name));
  }
}

/** The order's lines, in the order given: `sn-1`, `sn-2`... each at the price it was ordered at. */
export async function insertOrderItems(
  tx: DbExecutor,
  sn: string,
  lines: readonly {
    skuId: string;
    goodsId: string;
    name: string;
    thumbnail: string | null;
    num: number;
    price: number;
    marketId?: string | null;
    storeId: string | null;
  }[],
): Promise<void> {
  for (const [i, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO order_items (sn, order_sn, sku_id, goods_id, name, image, num, price_points, sort_order,
                                market_id, store_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        `${sn}-${i + 1}`,
        sn,
        line.skuId,
        line.goodsId,
        line.name,
        line.thumbnail,
        line.num,
        line.price,
        i,
        line.marketId ?? null,
        line.storeId,
      ],
    );
  }
}

/** The consignee an order keeps as JSON: the address as it was when the order was placed. */
export function consigneeOf(address: MemberAddress): string {
  return JSON.stringify({
    name: address.consigneeName,
    mobile: address.mobile,
    regionIds: address.regionIds,
    regionNames: address.regionNames,
    detail: address.detail,
    postalCode: address.postalCode,
  });
}

/**
 * Places an order of the ticked lines, or of the SKU bought now: reserves their stock, spends the
 * coupon, takes ordered cart lines out of the cart (a SKU bought now leaves the cart as it was). One
 * transaction; any refusal (a check, stock gone meanwhile) writes nothing.
 */
export async function commitOrder(db: Db, shopper: Shopper, request: CheckoutRequest): Promise<OrderPlaced> {
  const invoice = request.invoice ? checkInvoiceRequest(request.invoice) : null;
  return db.transaction(async (tx) => {
    // One member's checkouts and payments run one after the other.
    await balanceOf(tx, shopper.memberId, true);
    const { ticked, address, coupon } = await checkOrder(tx, shopper, request, true);
    const visitor = needsVisitor(ticked) ? checkVisitor(request.visitor, shopper.now) : null;
    const price = priceOf(ticked, coupon?.discountPoints ?? 0);
    const sn = newOrderSn(shopper.now);

    await reserveStock(tx, ticked);
    await tx.query(
      `INSERT INTO orders (sn, member_id, order_status, points, flow_price_fen, freight_fen, goods_points,
                           freight_points, discount_points, coupon_id, remark, consignee, create_time, updated_at)
       VALUES ($1, $2, 'UNPAID', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
      [
        sn,
        shopper.memberId,
        price.points,
        price.points * 100,
        price.freightPoints * 100,
        price.goodsPoints,
        price.freightPoints,
        price.discountPoints,
        coupon?.coupon.id ?? null,
        request.remark?.trim() || null,
        consigneeOf(address),
        shopper.now,
      ],
    );
    if (invoice) await storeInvoice(tx, sn, invoice, shopper.now);
    if (visitor) await storeVisitor(tx, sn, visitor, shopper.now);
    await insertOrderItems(tx, sn, ticked);
    if (coupon) {
      await tx.query(
        'UPDATE member_coupons SET used_at = $3, used_order_sn = $4 WHERE member_id = $1 AND coupon_id = $2',
        [shopper.memberId, coupon.coupon.id, shopper.now, sn],
      );
    }
    if (!directLineOf(request))
      await tx.query('DELETE FROM cart_items WHERE member_id = $1 AND sku_id = ANY ($2)', [
        shopper.memberId,
        ticked.map((line) => line.skuId),
      ]);
    await addTrace(tx, sn, shopper.now, ORDER_TRACES.placed);
    return { sn, points: price.points };
  });
}
