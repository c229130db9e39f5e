import { randomInt } from 'node:crypto';
import type {
  AfterSaleApplyInfo,
  AfterSaleDeliveryBody,
  AfterSaleDetail,
  AfterSaleLogEntry,
  AfterSaleMessage,
  AfterSaleReason,
  AfterSaleRequest,
  AfterSaleServiceType,
  AfterSaleStatus,
  AfterSaleSummary,
  Consignee,
  OrderStatus,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Caller } from '../http/caller.ts';
import { limitOffset, pageOf, type ListPage, type PageOf } from './list-page.ts';
import { requireOfferedCourier } from './logistics.ts';
import { giveBackWithWholeOrder, readRefundState, refundPointsOf, restockLine } from './order-refunds.ts';
import { changePoints } from './point-ledger.ts';

// After-sale requests (/home/afterService, /afterServiceDetail; spec 02 sections 4-9): one order
// item each, a refund only before the order ships, a return or an exchange after (within 15 days of
// completion). Every query names the member, so another member's item or request is as unknown as
// a made-up one. Every write runs in one transaction under a lock of the row it changes, so two at
// once never open a second request for an item or refund twice; every refusal writes nothing.

type Locale = Caller['locale'];

/** A sentence in both languages of the storefront. */
interface Words {
  zh: string;
  en: string;
}

const inLocale = (locale: Locale, words: Words): string => (locale === 'en-US' ? words.en : words.zh);

/** Refusals of the after-sale rules, in the words the storefront shows. */
export const AFTER_SALE_MESSAGES = {
  /** An order item that is not one of the member's (another member's included). */
  itemNotFound: '订单商品不存在',
  /** A request that is not one of the member's (another member's included). */
  notFound: '售后申请不存在',
  /** A second request for an item while one is open. */
  alreadyOpen: '该商品已有进行中的售后申请',
  /** A return or exchange asked for an order not yet shipped. */
  notShipped: '订单未发货，请申请仅退款',
  /** A refund only asked for an order already shipped. */
  shipped: '订单已发货，请申请退货退款或换货',
  /** A reason that is not one of those offered for the service type. */
  badReason: '请选择售后原因',
  /** A return or exchange without a pickup address. */
  pickupRequired: '请选择取件地址',
  /** A pickup address that is not one of the member's. */
  pickupNotFound: '取件地址不存在',
  /** Withdrawing a request no longer in review or approved. */
  cannotCancel: '当前状态不能取消售后申请',
  /** Sending goods back for a request that is not an approved return or exchange. */
  cannotDeliver: '当前状态不能填写退货物流',
  /** The service type of a reasons list that does not exist. */
  unknownServiceType: '售后类型不存在',
} as const;

/** A request naming more units than may be asked for. */
export const tooManyUnits = (applicable: number): string => `申请数量不能超过${applicable}件`;

/** Why nothing may be asked for an item: the refusal of a request, and the apply info's reason. */
const UNAVAILABLE = {
  unpaid: { zh: '订单未支付，不能申请售后', en: 'The order is not paid yet' },
  cancelled: { zh: '订单已取消，不能申请售后', en: 'The order was cancelled' },
  closed: { zh: '订单已全额退款并关闭，不能申请售后', en: 'The order was refunded in full and closed' },
  expired: {
    zh: '已超过售后期限（订单完成后15天）',
    en: 'The after-sale period (15 days after completion) is over',
  },
  alreadyOpen: {
    zh: AFTER_SALE_MESSAGES.alreadyOpen,
    en: 'An after-sale request for this item is in progress',
  },
  nothingLeft: {
    zh: '该商品已无可申请售后的数量',
    en: 'Every unit of this item is already in an after-sale request',
  },
} as const satisfies Record<string, Words>;

/** Days after an order completes during which its goods may be returned or exchanged. */
export const RETURN_WINDOW_DAYS = 15;

/** The reasons offered for each service type; the Chinese text is what a request sends and stores. */
export const AFTER_SALE_REASONS: Record<AfterSaleServiceType, readonly Words[]> = {
  RETURN_MONEY: [
    { zh: '不想要了', en: 'No longer wanted' },
    { zh: '拍错了/多拍了', en: 'Ordered by mistake or too many' },
    { zh: '地址信息填写错误', en: 'Wrong delivery address' },
    { zh: '未按约定时间发货', en: 'Not shipped on time' },
    { zh: '其他', en: 'Other' },
  ],
  RETURN_GOODS: [
    { zh: '商品质量问题', en: 'Quality problem' },
    { zh: '商品与描述不符', en: 'Not as described' },
    { zh: '收到商品破损', en: 'Arrived damaged' },
    { zh: '少件/漏发', en: 'Parts missing' },
    { zh: '不想要了', en: 'No longer wanted' },
    { zh: '其他', en: 'Other' },
  ],
  EXCHANGE_GOODS: [
    { zh: '商品质量问题', en: 'Quality problem' },
    { zh: '尺码/规格不合适', en: 'Wrong size or spec' },
    { zh: '收到商品破损', en: 'Arrived damaged' },
    { zh: '发错货', en: 'Wrong item sent' },
    { zh: '其他', en: 'Other' },
  ],
};

/** Why service refuses a request when it comes to review it. */
const REFUSE_REASONS = {
  shipped: { zh: '订单已发货，请申请退货退款', en: 'The order has shipped; please ask to return the goods' },
  closed: { zh: '订单已取消或已退款', en: 'The order was cancelled or refunded' },
} as const satisfies Record<string, Words>;

/** What the log says of each step, and the reply service sends when it approves. */
const LOG = {
  applied: {
    zh: '您的售后申请已提交，等待审核',
    en: 'Your after-sale request has been submitted and awaits review',
  },
  passed: { zh: '您的售后申请已通过审核', en: 'Your after-sale request has been approved' },
  passedSendBack: {
    zh: '您的售后申请已通过审核，请将商品寄回',
    en: 'Your after-sale request has been approved; please send the goods back',
  },
  refused: (reason: Words): Words => ({
    zh: `您的售后申请未通过审核：${reason.zh}`,
    en: `Your after-sale request was refused: ${reason.en}`,
  }),
  cancelled: { zh: '您已取消售后申请', en: 'You withdrew the after-sale request' },
  sentBack: (courier: { name: string; nameEn: string }, no: string): Words => ({
    zh: `您已寄回商品（${courier.name} ${no}）`,
    en: `You sent the goods back (${courier.nameEn} ${no})`,
  }),
  received: { zh: '商家已收到退回的商品', en: 'The seller received the returned goods' },
  refunded: (points: number): Words => ({
    zh: `退款完成，已退还${points}积分`,
    en: `Refund completed: ${points} points returned`,
  }),
  exchanged: {
    zh: '换货商品已发出，售后完成',
    en: 'The replacement has been shipped; the after-sale is complete',
  },
  completed: { zh: '售后已完成', en: 'The after-sale is complete' },
} as const;

/** Replies customer service sends, by their stored Chinese text: a member reading in English sees them in English. */
const SERVICE_REPLIES: readonly Words[] = [LOG.passed];

/** Order statuses before shipping: a refund only. */
const NOT_SHIPPED: readonly OrderStatus[] = ['PAID', 'UNDELIVERED', 'TAKE'];
/** Order statuses after shipping: a return or an exchange. */
const SHIPPED: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];

// ---------------------------------------------------------------------------------------------
// Which items qualify

/** An order item of the member's with what deciding its after-sale takes. */
interface ItemRow {
  orderItemSn: string;
  orderSn: string;
  skuId: string;
  goodsId: string;
  name: string;
  image: string | null;
  num: number;
  price: number;
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
async function readItem(
  tx: DbExecutor,
  memberId: string,
  orderItemSn: string,
  lock = false,
): Promise<ItemRow> {
  const [item] = await tx.query<ItemRow>(
    `SELECT i.sn AS "orderItemSn", i.order_sn AS "orderSn", i.sku_id AS "skuId", i.goods_id AS "goodsId",
            i.name, i.image, i.num, i.price_points AS price, o.order_status AS "orderStatus",
            o.pay_time AS "payTime", o.complete_time AS "completeTime",
            o.consignee->>'name' AS "contactName", o.consignee->>'mobile' AS "contactMobile"
     FROM order_items i JOIN orders o ON o.sn = i.order_sn
     WHERE o.member_id = $1 AND i.sn = $2${lock ? ' FOR UPDATE OF i' : ''}`,
    [memberId, orderItemSn],
  );
  if (!item) throw new ApiError(404, AFTER_SALE_MESSAGES.itemNotFound);
  return item;
}

async function readUsage(tx: DbExecutor, orderItemSn: string): Promise<ItemUsage> {
  const [usage] = await tx.query<ItemUsage>(
    `SELECT coalesce(sum(num), 0)::int AS "usedNum", coalesce(bool_or(status <> 'COMPLETE'), false) AS open
     FROM after_sales WHERE order_item_sn = $1 AND status NOT IN ('REFUSE', 'CANCEL')`,
    [orderItemSn],
  );
  return usage ?? { usedNum: 0, open: false };
}

/** Decides what may be asked for an item at `now`. */
function eligibilityOf(item: ItemRow, usage: ItemUsage, now: Date): Eligibility {
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
async function refundPointsNow(
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

// ---------------------------------------------------------------------------------------------
// Reading requests

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
function translated(text: string, known: readonly Words[], locale: Locale): string {
  const words = known.find((candidate) => candidate.zh === text);
  return words ? inLocale(locale, words) : text;
}

const sendsGoodsBack = (serviceType: AfterSaleServiceType) => serviceType !== 'RETURN_MONEY';

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
export async function listAfterSales(
  db: DbExecutor,
  memberId: string,
  page: ListPage,
): Promise<PageOf<AfterSaleSummary>> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_TABLES} WHERE a.member_id = $1
     ORDER BY a.created_at DESC, a.sn DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM after_sales WHERE member_id = $1',
    [memberId],
  );
  return pageOf(rows.map(toSummary), count?.n ?? 0, page);
}

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
async function readOwnRequest(
  tx: DbExecutor,
  memberId: string,
  sn: string,
  lock = false,
): Promise<{ status: AfterSaleStatus; serviceType: AfterSaleServiceType }> {
  const [row] = await tx.query<{ status: AfterSaleStatus; serviceType: AfterSaleServiceType }>(
    `SELECT status, service_type AS "serviceType" FROM after_sales WHERE member_id = $1 AND sn = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [memberId, sn],
  );
  if (!row) throw new ApiError(404, AFTER_SALE_MESSAGES.notFound);
  return row;
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

// ---------------------------------------------------------------------------------------------
// The member's writes

/** A new after-sale number: `AS`, the UTC time to the second (yyMMddHHmmss) and six random digits. */
function newAfterSaleSn(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `AS${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

async function writeLog(tx: DbExecutor, sn: string, status: AfterSaleStatus, words: Words, now: Date) {
  await tx.query(
    `INSERT INTO after_sale_logs (after_sale_sn, status, message, message_en, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sn, status, words.zh, words.en, now],
  );
}

/** Moves a request to `status`, stamping the change. */
async function setStatus(tx: DbExecutor, sn: string, status: AfterSaleStatus, now: Date): Promise<void> {
  await tx.query('UPDATE after_sales SET status = $2, updated_at = $3 WHERE sn = $1', [sn, status, now]);
}

/** The pickup address of a return or exchange: one of the member's addresses, as it is now. */
async function pickupAddressOf(
  tx: DbExecutor,
  memberId: string,
  addressId: string | undefined,
): Promise<Consignee> {
  if (!addressId) throw new ApiError(400, AFTER_SALE_MESSAGES.pickupRequired);
  const [address] = await tx.query<
    Consignee & { districtId: string | null; provinceId: string; cityId: string }
  >(
    `SELECT consignee_name AS name, mobile, province_id AS "provinceId", city_id AS "cityId",
            district_id AS "districtId", region_names AS "regionNames", detail, postal_code AS "postalCode"
     FROM member_addresses WHERE member_id = $1 AND id = $2`,
    [memberId, addressId],
  );
  if (!address) throw new ApiError(400, AFTER_SALE_MESSAGES.pickupNotFound);
  const { provinceId, cityId, districtId } = address;
  return {
    name: address.name,
    mobile: address.mobile,
    regionIds: [provinceId, cityId, ...(districtId === null ? [] : [districtId])],
    regionNames: address.regionNames,
    detail: address.detail,
    postalCode: address.postalCode,
  };
}

const isOneOpenViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'after_sales_one_open';

/**
 * Applies for after-sale on one of the member's order items and answers the request, in review.
 * The item is locked for the transaction, so two applications at once cannot both pass the checks.
 * Refused (400, writing nothing) when the order's status allows no after-sale or not this service
 * type, the item has an open request, `num` is more than may be asked, the reason is not one offered,
 * or a return or exchange names no address of the member's; another member's item: 404.
 */
export async function applyAfterSale(
  db: Db,
  memberId: string,
  orderItemSn: string,
  input: AfterSaleRequest,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const item = await readItem(tx, memberId, orderItemSn, true);
    const eligibility = eligibilityOf(item, await readUsage(tx, orderItemSn), now);
    if (eligibility.unavailable) throw new ApiError(400, eligibility.unavailable.zh);
    if (!eligibility.serviceTypes.includes(input.serviceType)) {
      throw new ApiError(
        400,
        SHIPPED.includes(item.orderStatus) ? AFTER_SALE_MESSAGES.shipped : AFTER_SALE_MESSAGES.notShipped,
      );
    }
    if (input.num > eligibility.applicableNum)
      throw new ApiError(400, tooManyUnits(eligibility.applicableNum));
    if (!AFTER_SALE_REASONS[input.serviceType].some((reason) => reason.zh === input.reason)) {
      throw new ApiError(400, AFTER_SALE_MESSAGES.badReason);
    }
    const pickupAddress = sendsGoodsBack(input.serviceType)
      ? await pickupAddressOf(tx, memberId, input.pickupAddressId)
      : null;
    const sn = newAfterSaleSn(now);
    try {
      await tx.query(
        `INSERT INTO after_sales (sn, member_id, order_sn, order_item_sn, service_type, status, num, refund_points,
           reason, problem_desc, images, contact_name, contact_mobile, pickup_address, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'APPLY', $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          sn,
          memberId,
          item.orderSn,
          item.orderItemSn,
          input.serviceType,
          input.num,
          await refundPointsNow(tx, input.serviceType, item, input.num),
          input.reason,
          input.problemDesc ?? '',
          input.images ?? [],
          input.contactName,
          input.contactMobile,
          pickupAddress === null ? null : JSON.stringify(pickupAddress),
          now,
        ],
      );
    } catch (error) {
      // The item's lock makes this unreachable in practice; the index stays the last word.
      if (isOneOpenViolation(error)) throw new ApiError(400, AFTER_SALE_MESSAGES.alreadyOpen);
      throw error;
    }
    await writeLog(tx, sn, 'APPLY', LOG.applied, now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}

/** Withdraws one of the member's requests in review or approved; any other status: ApiError 400. */
export async function cancelAfterSale(
  db: Db,
  memberId: string,
  sn: string,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const { status } = await readOwnRequest(tx, memberId, sn, true);
    if (status !== 'APPLY' && status !== 'PASS') throw new ApiError(400, AFTER_SALE_MESSAGES.cannotCancel);
    await setStatus(tx, sn, 'CANCEL', now);
    await writeLog(tx, sn, 'CANCEL', LOG.cancelled, now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}

/**
 * Records that the member sent the goods of an approved return or exchange back, with the courier
 * (the name of an offered company of GET /buyer/other/logistics) and tracking number; any other
 * request or status, or a courier not offered: ApiError 400, nothing written.
 */
export async function deliverAfterSale(
  db: Db,
  memberId: string,
  sn: string,
  input: AfterSaleDeliveryBody,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const { status, serviceType } = await readOwnRequest(tx, memberId, sn, true);
    if (status !== 'PASS' || !sendsGoodsBack(serviceType)) {
      throw new ApiError(400, AFTER_SALE_MESSAGES.cannotDeliver);
    }
    // After the request is known to be the member's: another's answers 404 whatever it names.
    const courier = await requireOfferedCourier(tx, input.logisticsCompany);
    await tx.query(
      `UPDATE after_sales SET status = 'BUYER_RETURN', logistics_company = $2, logistics_no = $3, updated_at = $4
       WHERE sn = $1`,
      [sn, input.logisticsCompany, input.logisticsNo, now],
    );
    await writeLog(tx, sn, 'BUYER_RETURN', LOG.sentBack(courier, input.logisticsNo), now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}

// ---------------------------------------------------------------------------------------------
// Messages with customer service

interface MessageRow {
  id: string;
  sender: 'MEMBER' | 'SERVICE';
  content: string;
  createdAt: Date;
}

function toMessage(row: MessageRow, locale: Locale): AfterSaleMessage {
  return {
    id: Number(row.id),
    sender: row.sender,
    content: row.sender === 'SERVICE' ? translated(row.content, SERVICE_REPLIES, locale) : row.content,
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * The messages of one of the member's requests, oldest first. The member reading them at `readAt`
 * marks service replies read; `null` (a server render, which the member may not have asked for)
 * only shows them.
 */
export async function listAfterSaleMessages(
  db: Db,
  memberId: string,
  sn: string,
  locale: Locale,
  readAt: Date | null,
): Promise<AfterSaleMessage[]> {
  return db.transaction(async (tx) => {
    await readOwnRequest(tx, memberId, sn);
    if (readAt) {
      await tx.query(
        `UPDATE after_sale_messages SET read_at = $2 WHERE after_sale_sn = $1 AND sender = 'SERVICE' AND read_at IS NULL`,
        [sn, readAt],
      );
    }
    const rows = await tx.query<MessageRow>(
      `SELECT id, sender, content, created_at AS "createdAt" FROM after_sale_messages
       WHERE after_sale_sn = $1 ORDER BY created_at, id`,
      [sn],
    );
    return rows.map((row) => toMessage(row, locale));
  });
}

/** Sends a message (trimmed) to customer service about one of the member's requests and answers it. */
export async function sendAfterSaleMessage(
  db: DbExecutor,
  memberId: string,
  input: { afterSaleSn: string; content: string },
  locale: Locale,
  now: Date,
): Promise<AfterSaleMessage> {
  await readOwnRequest(db, memberId, input.afterSaleSn);
  const [row] = await db.query<MessageRow>(
    `INSERT INTO after_sale_messages (after_sale_sn, sender, content, created_at) VALUES ($1, 'MEMBER', $2, $3)
     RETURNING id, sender, content, created_at AS "createdAt"`,
    [input.afterSaleSn, input.content.trim(), now],
  );
  if (!row) throw new Error('the message was not stored');
  return toMessage(row, locale);
}

/** How many service replies to any of the member's requests they have not read. */
export async function countUnreadReplies(db: DbExecutor, memberId: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM after_sale_messages m JOIN after_sales a ON a.sn = m.after_sale_sn
     WHERE a.member_id = $1 AND m.sender = 'SERVICE' AND m.read_at IS NULL`,
    [memberId],
  );
  return count?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Service's side (the development fulfilment command)

/** An open request as service decides it, locked. */
interface OpenRequest {
  sn: string;
  memberId: string;
  orderSn: string;
  orderItemSn: string;
  serviceType: AfterSaleServiceType;
  status: AfterSaleStatus;
  num: number;
  /** The item's price, a unit. */
  price: number;
  orderStatus: OrderStatus;
}

async function addServiceReply(tx: DbExecutor, sn: string, words: Words, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO after_sale_messages (after_sale_sn, sender, content, created_at) VALUES ($1, 'SERVICE', $2, $3)`,
    [sn, words.zh, now],
  );
}

/**
 * Completes a request. An exchange gives nothing back. A refund gives its points back, counted now
 * under the order's lock (services/order-refunds.ts), so two of an order's refunds completing at once
 * count one after the other, with a ledger line, and its units back to stock. The refund that takes
 * the order's last unit gives back what cancelling the order would: the freight with its points, the
 * coupon and a disposable card it used up; an order not yet shipped is cancelled.
 */
async function complete(tx: DbExecutor, request: OpenRequest, now: Date): Promise<void> {
  if (request.serviceType === 'EXCHANGE_GOODS') {
    await setStatus(tx, request.sn, 'COMPLETE', now);
    await writeLog(tx, request.sn, 'COMPLETE', LOG.exchanged, now);
    return;
  }
  await tx.query('SELECT 1 FROM orders WHERE sn = $1 FOR UPDATE', [request.orderSn]);
  const state = await readRefundState(tx, request.orderSn);
  if (!state) throw new Error(`the order of after-sale ${request.sn} is gone`);
  const refund = { value: request.price * request.num, units: request.num };
  const points = refundPointsOf(state.basis, state.refunded, refund);
  await tx.query(
    `UPDATE after_sales SET status = 'COMPLETE', refund_points = $2, updated_at = $3 WHERE sn = $1`,
    [request.sn, points, now],
  );
  if (points > 0) {
    await changePoints(tx, {
      memberId: request.memberId,
      change: points,
      kind: 'AFTER_SALE_REFUND',
      orderSn: request.orderSn,
      afterSaleSn: request.sn,
      now,
    });
  }
  await restockLine(tx, request.orderItemSn, request.num);
  await writeLog(tx, request.sn, 'COMPLETE', points > 0 ? LOG.refunded(points) : LOG.completed, now);
  if (state.refunded.units + refund.units < state.basis.units) return;
  await giveBackWithWholeOrder(tx, request.memberId, request.orderSn, now);
  await tx.query(
    `UPDATE orders SET order_status = 'CLOSED', cancel_reason = '全额退款', cancel_time = $2, updated_at = $2
     WHERE sn = $1 AND order_status IN ('PAID', 'UNDELIVERED', 'TAKE')`,
    [request.orderSn, now],
  );
}

/** Moves one request one step on, in the caller's transaction; false when it is no longer where it was. */
async function advanceOne(tx: DbExecutor, sn: string, from: AfterSaleStatus, now: Date): Promise<boolean> {
  const [request] = await tx.query<OpenRequest>(
    `SELECT a.sn, a.member_id AS "memberId", a.order_sn AS "orderSn", a.order_item_sn AS "orderItemSn",
            a.service_type AS "serviceType", a.status, a.num, i.price_points AS price, o.order_status AS "orderStatus"
     FROM after_sales a JOIN orders o ON o.sn = a.order_sn JOIN order_items i ON i.sn = a.order_item_sn
     WHERE a.sn = $1 FOR UPDATE OF a`,
    [sn],
  );
  if (!request || request.status !== from) return false;
  switch (from) {
    case 'APPLY': {
      if (request.serviceType === 'RETURN_MONEY' && !NOT_SHIPPED.includes(request.orderStatus)) {
        // Shipped since (or cancelled, or refunded as a whole and closed): a refund only would pay twice.
        const reason = ['CANCELLED', 'CLOSED'].includes(request.orderStatus)
          ? REFUSE_REASONS.closed
          : REFUSE_REASONS.shipped;
        await tx.query(
          `UPDATE after_sales SET status = 'REFUSE', refuse_reason = $2, updated_at = $3 WHERE sn = $1`,
          [sn, reason.zh, now],
        );
        await writeLog(tx, sn, 'REFUSE', LOG.refused(reason), now);
        return true;
      }
      await setStatus(tx, sn, 'PASS', now);
      await writeLog(
        tx,
        sn,
        'PASS',
        sendsGoodsBack(request.serviceType) ? LOG.passedSendBack : LOG.passed,
        now,
      );
      await addServiceReply(tx, sn, LOG.passed, now);
      if (request.serviceType === 'RETURN_MONEY') await complete(tx, request, now);
      return true;
    }
    case 'BUYER_RETURN':
      await setStatus(tx, sn, 'SELLER_RECEIVE', now);
      await writeLog(tx, sn, 'SELLER_RECEIVE', LOG.received, now);
      return true;
    case 'SELLER_RECEIVE':
      await complete(tx, request, now);
      return true;
    default:
      return false;
  }
}

/**
 * Customer service and the warehouse move every open after-sale request one step on, each in its own
 * transaction: APPLY -> PASS (a refund only goes on to COMPLETE in the same step, refunding its
 * points; one whose order has shipped since is refused), BUYER_RETURN -> SELLER_RECEIVE, and
 * SELLER_RECEIVE -> COMPLETE (refunding a return, not an exchange). Approved returns and exchanges
 * wait for the member to send the goods back. `options.sn` (a request's or an order's number) or
 * `options.orderSn` limits it to that request or that order's requests. Answers the numbers of the
 * requests it moved.
 */
export async function advanceAfterSales(
  db: Db,
  now: Date,
  options: { sn?: string; orderSn?: string } = {},
): Promise<string[]> {
  const open = await db.query<{ sn: string; status: AfterSaleStatus }>(
    `SELECT sn, status FROM after_sales
     WHERE status IN ('APPLY', 'BUYER_RETURN', 'SELLER_RECEIVE')
       AND ($1::text IS NULL OR sn = $1 OR order_sn = $1) AND ($2::text IS NULL OR order_sn = $2)
     ORDER BY created_at, sn`,
    [options.sn ?? null, options.orderSn ?? null],
  );
  const moved: string[] = [];
  for (const { sn, status } of open) {
    if (await db.transaction((tx) => advanceOne(tx, sn, status, now))) moved.push(sn);
  }
  return moved;
}
