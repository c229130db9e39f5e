import {
  maskMobile,
  type BenefitGoodsDetail,
  type BenefitOrderActions,
  type BenefitOrderDetail,
  type BenefitOrderItem,
  type BenefitOrderListQuery,
  type BenefitOrderPage,
  type BenefitOrderPlanCase,
  type BenefitOrderRecipient,
  type BenefitOrderStatus,
  type BenefitOrderStep,
  type BenefitOrderSummary,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, firstOr404 } from '../http/api-error.ts';
import { limitOffset, pageOf, type ListPage } from './list-page.ts';
import { inLocale, type Locale } from './locale.ts';
import { yuanFromFen } from './money.ts';

// The member's flexible benefit orders (/flexibleBenefitOrder, /flexibleBenefitDetail) and the goods
// behind an option (/flexibleBenefitgGoodsDetail). A confirmed choice (written by the choice service)
// is UNDELIVERED; the warehouse sends it (DELIVERED, with a waybill) and the member confirms receipt
// (COMPLETED). While it is not yet sent and the plan case's window is still open, the member may
// cancel it and choose again: the one-live-order index leaves cancelled rows out. The enterprise
// pays, so nothing is refunded. Every query names the member (or the member's enterprise), so
// another member's order or another enterprise's option answers exactly as an unknown one.

/** Refusals, in the words the storefront shows. */
export const BENEFIT_ORDER_MESSAGES = {
  /** An unknown sn, or another member's. */
  notFound: '福利订单不存在',
  /** An unknown option, or another enterprise's. */
  optionNotFound: '福利商品不存在',
  alreadyCancelled: '福利订单已取消',
  /** Cancelling once the benefit was sent (or received). */
  alreadyShipped: '福利已发货，不能取消',
  /** Cancelling after the plan case's choice window closed. */
  windowClosed: '选择时间已结束，不能取消',
  /** Confirming receipt of an order not yet sent. */
  notShipped: '福利尚未发货，不能确认收货',
  alreadyReceived: '福利订单已确认收货',
} as const;

/** Which orders a list asks for. */
export type BenefitOrderFilter = NonNullable<BenefitOrderListQuery['status']>;

type CaseState = BenefitOrderPlanCase['state'];

// ---------------------------------------------------------------------------------------------
// Plan cases

interface PlanCaseRow {
  caseId: string;
  caseName: string;
  caseNameEn: string;
  periodKind: 'YEAR' | 'QUARTER';
  periodLabel: string;
  useTo: 1 | 2;
  minChoices: number;
  maxChoices: number;
  chooseStart: Date;
  chooseEnd: Date;
  caseStatus: 'online' | 'offline';
}

const PLAN_CASE_COLUMNS = `pc.id AS "caseId", pc.name AS "caseName", pc.name_en AS "caseNameEn",
  pc.period_kind AS "periodKind", pc.period_label AS "periodLabel", pc.use_to AS "useTo",
  pc.min_choices AS "minChoices", pc.max_choices AS "maxChoices", pc.choose_start AS "chooseStart",
  pc.choose_end AS "chooseEnd", pc.status AS "caseStatus"`;

/** The plan case's window by the server's clock; an offline plan case takes no choice (CLOSED). */
function caseState(row: PlanCaseRow, now: Date): CaseState {
  if (row.caseStatus !== 'online' || now >= row.chooseEnd) return 'CLOSED';
  return now < row.chooseStart ? 'NOT_STARTED' : 'OPEN';
}

function toPlanCase(row: PlanCaseRow, locale: Locale, now: Date): BenefitOrderPlanCase {
  return {
    id: row.caseId,
    name: inLocale(locale, row.caseName, row.caseNameEn),
    periodKind: row.periodKind,
    periodLabel: row.periodLabel,
    useTo: row.useTo,
    minChoices: row.minChoices,
    maxChoices: row.maxChoices,
    chooseStart: row.chooseStart.toISOString(),
    chooseEnd: row.chooseEnd.toISOString(),
    state: caseState(row, now),
  };
}

// ---------------------------------------------------------------------------------------------
// Orders

interface OrderRow extends PlanCaseRow {
  sn: string;
  status: BenefitOrderStatus;
  familyName: string | null;
  familyRelation: BenefitOrderRecipient['relation'];
  createdAt: Date;
}

interface DetailRow extends OrderRow {
  consigneeName: string;
  consigneeMobile: string;
  consigneeAddressPath: string;
  consigneeDetail: string;
  logisticsNo: string | null;
  deliveredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

const ORDER_FROM = `FROM benefit_orders o
  JOIN benefit_plan_cases pc ON pc.id = o.plan_case_id
  LEFT JOIN family_members f ON f.id = o.family_member_id`;

const ORDER_COLUMNS = `o.sn, o.status, o.created_at AS "createdAt", f.name AS "familyName",
  f.relation AS "familyRelation", ${PLAN_CASE_COLUMNS}`;

/** What the member may do with an order now. */
function actionsOf(row: OrderRow, now: Date): BenefitOrderActions {
  return {
    cancel: row.status === 'UNDELIVERED' && caseState(row, now) === 'OPEN',
    receive: row.status === 'DELIVERED',
  };
}

function recipientOf(row: OrderRow): BenefitOrderRecipient {
  return row.familyName === null
    ? { kind: 'SELF', name: null, relation: null }
    : { kind: 'FAMILY', name: row.familyName, relation: row.familyRelation };
}

/** The items of the orders, by sn, in the options' order; the picture is the goods' first. */
async function itemsOf(db: DbExecutor, sns: string[]): Promise<Map<string, BenefitOrderItem[]>> {
  const rows = sns.length
    ? await db.query<BenefitOrderItem & { orderSn: string }>(
        `SELECT i.order_sn AS "orderSn", i.option_id AS "optionId", i.sku_id AS "skuId", i.goods_name AS name,
                g.images[1] AS image, i.quantity
         FROM benefit_order_items i
         JOIN benefit_options op ON op.id = i.option_id
         JOIN skus s ON s.sku_id = i.sku_id
         JOIN goods g ON g.goods_id = s.goods_id
         WHERE i.order_sn = ANY($1) ORDER BY i.order_sn, op.sort_order, i.option_id`,
        [sns],
      )
    : [];
  const items = new Map<string, BenefitOrderItem[]>();
  for (const { orderSn, ...item } of rows) items.set(orderSn, [...(items.get(orderSn) ?? []), item]);
  return items;
}

function toSummary(row: OrderRow, items: BenefitOrderItem[], locale: Locale, now: Date): BenefitOrderSummary {
  return {
    sn: row.sn,
    planCase: toPlanCase(row, locale, now),
    recipient: recipientOf(row),
    items,
    status: row.status,
    createTime: row.createdAt.toISOString(),
    actions: actionsOf(row, now),
  };
}

/** A page of the member's benefit orders of one status (or all), newest first, each with its items. */
export async function listBenefitOrders(
  db: DbExecutor,
  memberId: string,
  filter: BenefitOrderFilter,
  page: ListPage,
  locale: Locale,
  now: Date,
): Promise<BenefitOrderPage> {
  const status = filter === 'ALL' ? null : filter;
  const [limit, offset] = limitOffset(page);
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM benefit_orders WHERE member_id = $1 AND ($2::text IS NULL OR status = $2)`,
    [memberId, status],
  );
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM}
     WHERE o.member_id = $1 AND ($2::text IS NULL OR o.status = $2)
     ORDER BY o.created_at DESC, o.sn DESC LIMIT $3 OFFSET $4`,
    [memberId, status, limit, offset],
  );
  const items = await itemsOf(
    db,
    rows.map((row) => row.sn),
  );
  const records = rows.map((row) => toSummary(row, items.get(row.sn) ?? [], locale, now));
  return pageOf(records, counted?.total ?? 0, page);
}

/** The steps of an order with the time each was reached: a cancelled one ends with its cancellation. */
function stepsOf(row: DetailRow): BenefitOrderStep[] {
  const chosen = { key: 'CHOSEN' as const, time: row.createdAt.toISOString() };
  if (row.status === 'CANCELLED')
    return [chosen, { key: 'CANCELLED', time: row.cancelledAt?.toISOString() ?? null }];
  return [
    chosen,
    { key: 'DELIVERED', time: row.deliveredAt?.toISOString() ?? null },
    { key: 'COMPLETED', time: row.completedAt?.toISOString() ?? null },
  ];
}

/** One of the member's benefit orders in full; another member's answers as an unknown one (404). */
export async function getBenefitOrder(
  db: DbExecutor,
  memberId: string,
  sn: string,
  locale: Locale,
  now: Date,
): Promise<BenefitOrderDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${ORDER_COLUMNS}, o.consignee_name AS "consigneeName", o.consignee_mobile AS "consigneeMobile",
            o.consignee_address_path AS "consigneeAddressPath", o.consignee_detail AS "consigneeDetail",
            o.logistics_no AS "logisticsNo", o.delivered_at AS "deliveredAt", o.completed_at AS "completedAt",
            o.cancelled_at AS "cancelledAt"
     ${ORDER_FROM} WHERE o.member_id = $1 AND o.sn = $2`,
    [memberId, sn],
  );
  if (!row) throw new ApiError(404, BENEFIT_ORDER_MESSAGES.notFound);
  const items = await itemsOf(db, [sn]);
  return {
    ...toSummary(row, items.get(sn) ?? [], locale, now),
    consignee: {
      name: row.consigneeName,
      mobile: maskMobile(row.consigneeMobile),
      regionNames: row.consigneeAddressPath,
      detail: row.consigneeDetail,
    },
    logisticsNo: row.logisticsNo,
    steps: stepsOf(row),
  };
}

/** Locks one of the member's orders (and reads its plan case) for a status change; 404 when none. */
async function lockOrder(tx: DbExecutor, memberId: string, sn: string): Promise<OrderRow> {
  // FOR UPDATE OF o: two changes of one order go one at a time, and the second sees the first's status.
  const rows = await tx.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.member_id = $1 AND o.sn = $2 FOR UPDATE OF o`,
    [memberId, sn],
  );
  return firstOr404(rows, BENEFIT_ORDER_MESSAGES.notFound);
}

/**
 * A change of one of the member's orders to `to`, stamped `now`: in a transaction, on the order's
 * locked row, refused with the message `refusalOf` names (writing nothing), else made and the order
 * answered. Another member's or an unknown order: ApiError 404.
 */
function orderChange(
  to: 'CANCELLED' | 'COMPLETED',
  refusalOf: (order: OrderRow, now: Date) => string | null,
): (db: Db, memberId: string, sn: string, locale: Locale, now: Date) => Promise<BenefitOrderDetail> {
  const stampColumn = to === 'CANCELLED' ? 'cancelled_at' : 'completed_at';
  return (db, memberId, sn, locale, now) =>
    db.transaction(async (tx) => {
      const refusal = refusalOf(await lockOrder(tx, memberId, sn), now);
      if (refusal !== null) throw new ApiError(400, refusal);
      await tx.query(
        `UPDATE benefit_orders SET status = $3, ${stampColumn} = $2, updated_at = $2 WHERE sn = $1`,
        [sn, now, to],
      );
      return getBenefitOrder(tx, memberId, sn, locale, now);
    });
}

/**
 * Cancels one of the member's orders not yet sent while its plan case's window is open, so the
 * member may choose again, and answers it. Refused (writing nothing) once cancelled, sent or
 * received, and after the window closed.
 */
export const cancelBenefitOrder = orderChange('CANCELLED', (order, now) => {
  if (order.status === 'CANCELLED') return BENEFIT_ORDER_MESSAGES.alreadyCancelled;
  if (order.status !== 'UNDELIVERED') return BENEFIT_ORDER_MESSAGES.alreadyShipped;
  return caseState(order, now) === 'OPEN' ? null : BENEFIT_ORDER_MESSAGES.windowClosed;
});

/** The member received a sent order: it is completed. Refused for any order not DELIVERED. */
export const receiveBenefitOrder = orderChange('COMPLETED', (order) => {
  if (order.status === 'CANCELLED') return BENEFIT_ORDER_MESSAGES.alreadyCancelled;
  if (order.status === 'COMPLETED') return BENEFIT_ORDER_MESSAGES.alreadyReceived;
  return order.status === 'DELIVERED' ? null : BENEFIT_ORDER_MESSAGES.notShipped;
});

// ---------------------------------------------------------------------------------------------
// Development fulfilment

/** The development warehouse's waybill number of a benefit order. */
export const benefitWaybillOf = (sn: string): string => `DEVFB${sn.replace(/[^0-9A-Za-z]/g, '').slice(-12)}`;

/**
 * Sends every UNDELIVERED benefit order (or the one named): DELIVERED, with a waybill of the
 * development warehouse. Answers the sns it moved, oldest choice first. Development only (POST
 * /dev/fulfil).
 */
export async function shipBenefitOrders(db: Db, now: Date, sn?: string): Promise<string[]> {
  const waiting = await db.query<{ sn: string }>(
    `SELECT sn FROM benefit_orders WHERE status = 'UNDELIVERED' AND ($1::text IS NULL OR sn = $1)
     ORDER BY created_at, sn`,
    [sn ?? null],
  );
  const shipped: string[] = [];
  for (const order of waiting) {
    // The status check again: a cancel may have come in between the read and this write.
    const moved = await db.query<{ sn: string }>(
      `UPDATE benefit_orders SET status = 'DELIVERED', delivered_at = $2, updated_at = $2, logistics_no = $3
       WHERE sn = $1 AND status = 'UNDELIVERED' RETURNING sn`,
      [order.sn, now, benefitWaybillOf(order.sn)],
    );
    if (moved.length > 0) shipped.push(order.sn);
  }
  return shipped;
}

// ---------------------------------------------------------------------------------------------
// An option's goods

interface OptionRow extends PlanCaseRow {
  optionId: string;
  skuId: string;
  quantity: number;
  name: string;
  nameEn: string | null;
  spec: string | null;
  specEn: string | null;
  marketPriceFen: number;
  images: string[];
  intro: string | null;
  introEn: string | null;
  brandName: string | null;
  brandNameEn: string | null;
  chosenSn: string | null;
  chosen: boolean;
}

/**
 * The goods behind an option of the member's enterprise, with its plan case and whether the member
 * chose it; another enterprise's option answers as an unknown one (404).
 */
export async function getBenefitOption(
  db: DbExecutor,
  member: { memberId: string; oneId: string },
  optionId: string,
  locale: Locale,
  now: Date,
): Promise<BenefitGoodsDetail> {
  const [row] = await db.query<OptionRow>(
    `SELECT op.id AS "optionId", op.sku_id AS "skuId", op.quantity, s.name, s.name_en AS "nameEn", s.spec,
            s.spec_en AS "specEn", s.market_price_fen AS "marketPriceFen", g.images, g.intro,
            g.intro_en AS "introEn", coalesce(b.name, g.brand) AS "brandName", b.name_en AS "brandNameEn",
            live.sn AS "chosenSn",
            EXISTS (SELECT 1 FROM benefit_order_items i WHERE i.order_sn = live.sn AND i.option_id = op.id) AS chosen,
            ${PLAN_CASE_COLUMNS}
     FROM benefit_options op
     JOIN benefit_plan_cases pc ON pc.id = op.plan_case_id
     JOIN skus s ON s.sku_id = op.sku_id
     JOIN goods g ON g.goods_id = s.goods_id
     LEFT JOIN brands b ON b.id = g.brand_id
     LEFT JOIN benefit_orders live
       ON live.plan_case_id = pc.id AND live.member_id = $2 AND live.status <> 'CANCELLED'
     WHERE op.id = $1 AND pc.one_id = $3`,
    [optionId, member.memberId, member.oneId],
  );
  if (!row) throw new ApiError(404, BENEFIT_ORDER_MESSAGES.optionNotFound);
  return {
    optionId: row.optionId,
    skuId: row.skuId,
    name: inLocale(locale, row.name, row.nameEn),
    brand: row.brandName === null ? null : inLocale(locale, row.brandName, row.brandNameEn),
    images: row.images,
    spec: row.spec === null ? null : inLocale(locale, row.spec, row.specEn),
    marketPrice: yuanFromFen(row.marketPriceFen),
    quantity: row.quantity,
    intro: row.intro === null ? null : inLocale(locale, row.intro, row.introEn),
    planCase: toPlanCase(row, locale, now),
    chosen: row.chosen,
    chosenSn: row.chosenSn,
    planCaseChosen: row.chosenSn !== null,
  };
}
