import type { AfterSaleApplyInfo, AfterSaleReason, AfterSaleServiceType, OrderStatus } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError, firstOr404 } from '../http/api-error.ts';
import { readRefundState, refundPointsOf } from './order-refunds.ts';
import type { OrderItemGoods } from './orders.ts';
import type { Locale, Words } from './after-sale-words.ts';
import {
  AFTER_SALE_MESSAGES,
  AFTER_SALE_REASONS,
  NOT_SHIPPED,
  RETURN_WINDOW_DAYS,
  UNAVAILABLE,
  inLocale,
} from './after-sale-words.ts';

// After-sale requests, which items qualify: an order item of the member's, its units not yet asked for,
// a refund before the order ships and a return or exchange within the window after. The rules of the
// whole are told in after-sale-words.ts.

/** An order item of the member's with what deciding its after-sale takes. */
interface ItemRow extends OrderItemGoods {
  orderItemSn: string;
  orderSn: string;
  orderStatus: OrderStatus;
  payTime: Date | null;
  completeTime: Date | null;
  /** The order's consignee, the request's first contact. */
  contactName: string | null;
  contactMobile: string | null;
}

/** Units of an item in its requests that were not refused or cancelled, and whether one is open. */
interface ItemUsage {
  usedNum: number;
  open: boolean;
}

/** What may be asked for an item now. */
interface Eligibility {
  serviceTypes: AfterSaleServiceType[];
  applicableNum: number;
  deadline: Date | null;
  unavailable: Words | null;
}

/** Reads one of the member's order items, locked until the transaction ends when `lock`; 404 otherwise. */
export async function readItem(
  tx: DbExecutor,
  memberId: string,
  orderItemSn: string,
  lock = false,
): Promise<ItemRow> {
  const rows = await tx.query<ItemRow>(
    `SELECT i.sn AS "orderItemSn", i.order_sn AS "orderSn", i.sku_id AS "skuId", i.goods_id AS "goodsId",
            i.name, i.image, i.num, i.price_points AS price, o.order_status AS "orderStatus",
            o.pay_time AS "payTime", o.complete_time AS "completeTime",
            o.consignee->>'name' AS "contactName", o.consignee->>'mobile' AS "contactMobile"
     FROM order_items i JOIN orders o ON o.sn = i.order_sn
     WHERE o.member_id = $1 AND i.sn = $2${lock ? ' FOR UPDATE OF i' : ''}`,
    [memberId, orderItemSn],
  );
  return firstOr404(rows, AFTER_SALE_MESSAGES.itemNotFound);
}

export async function readUsage(tx: DbExecutor, orderItemSn: string): Promise<ItemUsage> {
  const [usage] = await tx.query<ItemUsage>(
    `SELECT coalesce(sum(num), 0)::int AS "usedNum", coalesce(bool_or(status <> 'COMPLETE'), false) AS open
     FROM after_sales WHERE order_item_sn = $1 AND status NOT IN ('REFUSE', 'CANCEL')`,
    [orderItemSn],
  );
  return usage ?? { usedNum: 0, open: false };
}

/** Decides what may be asked for an item at `now`. */
export function eligibilityOf(item: ItemRow, usage: ItemUsage, now: Date): Eligibility {
  const none = (unavailable: Words, deadline: Date | null = null): Eligibility => ({
    serviceTypes: [],
    applicableNum: 0,
    deadline,
    unavailable,
  });
  if (item.orderStatus === 'UNPAID') return none(UNAVAILABLE.unpaid);
  if (item.orderStatus === 'CANCELLED') return none(UNAVAILABLE.cancelled);
  if (item.orderStatus === 'CLOSED') return none(UNAVAILABLE.closed);
  let deadline: Date | null = null;
  if (item.orderStatus === 'COMPLETED') {
    // Orders completed before complete_time was kept count from their payment.
    const completed = item.completeTime ?? item.payTime ?? now;
    deadline = new Date(completed.getTime() + RETURN_WINDOW_DAYS * 86_400_000);
    if (now > deadline) return none(UNAVAILABLE.expired, deadline);
  }
  if (usage.open) return none(UNAVAILABLE.alreadyOpen, deadline);
  const applicableNum = item.num - usage.usedNum;
  if (applicableNum <= 0) return none(UNAVAILABLE.nothingLeft, deadline);
  const serviceTypes: AfterSaleServiceType[] = NOT_SHIPPED.includes(item.orderStatus)
    ? ['RETURN_MONEY']
    : ['RETURN_GOODS', 'EXCHANGE_GOODS'];
  return { serviceTypes, applicableNum, deadline, unavailable: null };
}

/**
 * Points a request of `num` units of an item would give back if it completed now, after the order's
 * refunds completed so far (services/order-refunds.ts counts them): 0 for an exchange. Completing it
 * counts again, under the order's lock, in case another of the order's refunds completed first.
 */
export async function refundPointsNow(
  db: DbExecutor,
  serviceType: AfterSaleServiceType,
  item: ItemRow,
  num: number,
): Promise<number> {
  if (serviceType === 'EXCHANGE_GOODS' || num === 0) return 0;
  const state = await readRefundState(db, item.orderSn);
  if (!state) return 0;
  return refundPointsOf(state.basis, state.refunded, { value: item.price * num, units: num });
}

/** What the member may ask for one of their order items now; another member's item: ApiError 404. */
export async function getApplyInfo(
  db: DbExecutor,
  memberId: string,
  orderItemSn: string,
  locale: Locale,
  now: Date,
): Promise<AfterSaleApplyInfo> {
  const item = await readItem(db, memberId, orderItemSn);
  const eligibility = eligibilityOf(item, await readUsage(db, orderItemSn), now);
  const refundType = eligibility.serviceTypes.find((type) => type !== 'EXCHANGE_GOODS');
  return {
    orderSn: item.orderSn,
    orderItemSn: item.orderItemSn,
    orderStatus: item.orderStatus,
    skuId: item.skuId,
    goodsId: item.goodsId,
    name: item.name,
    image: item.image,
    price: item.price,
    num: item.num,
    applicableNum: eligibility.applicableNum,
    serviceTypes: eligibility.serviceTypes,
    refundPoints: refundType ? await refundPointsNow(db, refundType, item, eligibility.applicableNum) : 0,
    applyDeadline: eligibility.deadline?.toISOString() ?? null,
    unavailableReason: eligibility.unavailable ? inLocale(locale, eligibility.unavailable) : null,
    contact:
      item.contactName && item.contactMobile ? { name: item.contactName, mobile: item.contactMobile } : null,
  };
}

const isServiceType = (value: string): value is AfterSaleServiceType =>
  Object.hasOwn(AFTER_SALE_REASONS, value);

/** The reasons offered for a service type, labelled in the caller's language; an unknown type: ApiError 400. */
export function listReasons(serviceType: string, locale: Locale): AfterSaleReason[] {
  if (!isServiceType(serviceType)) throw new ApiError(400, AFTER_SALE_MESSAGES.unknownServiceType);
  return AFTER_SALE_REASONS[serviceType].map((reason) => ({
    reason: reason.zh,
    label: inLocale(locale, reason),
  }));
}
