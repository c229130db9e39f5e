import type {
  AfterSaleDetail,
  AfterSaleLogEntry,
  AfterSaleServiceType,
  AfterSaleStatus,
  AfterSaleSummary,
  Consignee,
  OrderStatus,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError, firstOr404 } from '../http/api-error.ts';
import { memberListReader } from './list-page.ts';
import type { Locale, Words } from './after-sale-words.ts';
import { AFTER_SALE_MESSAGES, AFTER_SALE_REASONS, REFUSE_REASONS, inLocale } from './after-sale-words.ts';

// After-sale requests as the member reads them: the list, one request's detail and its log, each only
// the member's own.

interface RequestRow {
  sn: string;
  orderSn: string;
  orderItemSn: string;
  skuId: string;
  goodsId: string;
  name: string;
  image: string | null;
  price: number;
  serviceType: AfterSaleServiceType;
  status: AfterSaleStatus;
  num: number;
  refundPoints: number;
  createdAt: Date;
  updatedAt: Date;
}

interface DetailRow extends RequestRow {
  orderStatus: OrderStatus;
  reason: string;
  problemDesc: string;
  images: string[];
  contactName: string;
  contactMobile: string;
  pickupAddress: Consignee | null;
  refuseReason: string | null;
  logisticsCompany: string | null;
  logisticsNo: string | null;
}

const REQUEST_COLUMNS = `a.sn, a.order_sn AS "orderSn", a.order_item_sn AS "orderItemSn", i.sku_id AS "skuId",
  i.goods_id AS "goodsId", i.name, i.image, i.price_points AS price, a.service_type AS "serviceType",
  a.status, a.num, a.refund_points AS "refundPoints", a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

const DETAIL_COLUMNS = `${REQUEST_COLUMNS}, o.order_status AS "orderStatus", a.reason,
  a.problem_desc AS "problemDesc", a.images, a.contact_name AS "contactName",
  a.contact_mobile AS "contactMobile", a.pickup_address AS "pickupAddress", a.refuse_reason AS "refuseReason",
  a.logistics_company AS "logisticsCompany", a.logistics_no AS "logisticsNo"`;

const REQUEST_TABLES = `after_sales a JOIN order_items i ON i.sn = a.order_item_sn JOIN orders o ON o.sn = a.order_sn`;

function toSummary(row: RequestRow): AfterSaleSummary {
  return {
    sn: row.sn,
    orderSn: row.orderSn,
    orderItemSn: row.orderItemSn,
    skuId: row.skuId,
    goodsId: row.goodsId,
    name: row.name,
    image: row.image,
    price: row.price,
    serviceType: row.serviceType,
    status: row.status,
    num: row.num,
    refundPoints: row.refundPoints,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** A stored Chinese text in the caller's language, when it is one of `known`. */
export function translated(text: string, known: readonly Words[], locale: Locale): string {
  const words = known.find((candidate) => candidate.zh === text);
  return words ? inLocale(locale, words) : text;
}

export const sendsGoodsBack = (serviceType: AfterSaleServiceType) => serviceType !== 'RETURN_MONEY';

function toDetail(row: DetailRow, locale: Locale): AfterSaleDetail {
  return {
    ...toSummary(row),
    orderStatus: row.orderStatus,
    reason: translated(row.reason, AFTER_SALE_REASONS[row.serviceType], locale),
    problemDesc: row.problemDesc,
    images: row.images,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    pickupAddress: row.pickupAddress,
    refuseReason:
      row.refuseReason === null ? null : translated(row.refuseReason, Object.values(REFUSE_REASONS), locale),
    logisticsCompany: row.logisticsCompany,
    logisticsNo: row.logisticsNo,
    actions: {
      cancel: row.status === 'APPLY' || row.status === 'PASS',
      delivery: row.status === 'PASS' && sendsGoodsBack(row.serviceType),
    },
  };
}

/** A page of the member's requests, newest first. */
export const listAfterSales = memberListReader(
  {
    rows: `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_TABLES} WHERE a.member_id = $1
     ORDER BY a.created_at DESC, a.sn DESC`,
    countIn: 'after_sales',
  },
  toSummary,
);

/** One of the member's requests in full; another member's or an unknown one: ApiError 404. */
export async function getAfterSale(
  db: DbExecutor,
  memberId: string,
  sn: string,
  locale: Locale,
): Promise<AfterSaleDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM ${REQUEST_TABLES} WHERE a.member_id = $1 AND a.sn = $2`,
    [memberId, sn],
  );
  if (!row) throw new ApiError(404, AFTER_SALE_MESSAGES.notFound);
  return toDetail(row, locale);
}

/** Reads the status of one of the member's requests, locked until the transaction ends when `lock`; 404 otherwise. */
export async function readOwnRequest(
  tx: DbExecutor,
  memberId: string,
  sn: string,
  lock = false,
): Promise<{ status: AfterSaleStatus; serviceType: AfterSaleServiceType }> {
  const rows = await tx.query<{ status: AfterSaleStatus; serviceType: AfterSaleServiceType }>(
    `SELECT status, service_type AS "serviceType" FROM after_sales WHERE member_id = $1 AND sn = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [memberId, sn],
  );
  return firstOr404(rows, AFTER_SALE_MESSAGES.notFound);
}

/** What happened to one of the member's requests, oldest first, in the caller's language. */
export async function getAfterSaleLog(
  db: DbExecutor,
  memberId: string,
  sn: string,
  locale: Locale,
): Promise<AfterSaleLogEntry[]> {
  await readOwnRequest(db, memberId, sn);
  const rows = await db.query<{
    status: AfterSaleStatus;
    message: string;
    messageEn: string;
    createdAt: Date;
  }>(
    `SELECT status, message, message_en AS "messageEn", created_at AS "createdAt"
     FROM after_sale_logs WHERE after_sale_sn = $1 ORDER BY created_at, id`,
    [sn],
  );
  return rows.map((row) => ({
    status: row.status,
    message: inLocale(locale, { zh: row.message, en: row.messageEn }),
    createTime: row.createdAt.toISOString(),
  }));
}
