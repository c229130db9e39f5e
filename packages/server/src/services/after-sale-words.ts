import type { AfterSaleServiceType, OrderStatus } from '@mall/schemas';
import type { Caller } from '../http/caller.ts';

// After-sale requests (/home/afterService, /afterServiceDetail; spec 02 sections 4-9): one order
// item each, a refund only before the order ships, a return or an exchange after (within 15 days of
// completion). Every query names the member, so another member's item or request is as unknown as
// a made-up one. Every write runs in one transaction under a lock of the row it changes, so two at
// once never open a second request for an item or refund twice; every refusal writes nothing.

export type Locale = Caller['locale'];

/** A sentence in both languages of the storefront. */
export interface Words {
  zh: string;
  en: string;
}

export const inLocale = (locale: Locale, words: Words): string => (locale === 'en-US' ? words.en : words.zh);

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
export const UNAVAILABLE = {
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

// Reasons offered for more than one service type, worded once.
const NO_LONGER_WANTED: Words = { zh: '不想要了', en: 'No longer wanted' };
const QUALITY_PROBLEM: Words = { zh: '商品质量问题', en: 'Quality problem' };
const ARRIVED_DAMAGED: Words = { zh: '收到商品破损', en: 'Arrived damaged' };
const OTHER_REASON: Words = { zh: '其他', en: 'Other' };

/** The reasons offered for each service type; the Chinese text is what a request sends and stores. */
export const AFTER_SALE_REASONS: Record<AfterSaleServiceType, readonly Words[]> = {
  RETURN_MONEY: [
    NO_LONGER_WANTED,
    { zh: '拍错了/多拍了', en: 'Ordered by mistake or too many' },
    { zh: '地址信息填写错误', en: 'Wrong delivery address' },
    { zh: '未按约定时间发货', en: 'Not shipped on time' },
    OTHER_REASON,
  ],
  RETURN_GOODS: [
    QUALITY_PROBLEM,
    { zh: '商品与描述不符', en: 'Not as described' },
    ARRIVED_DAMAGED,
    { zh: '少件/漏发', en: 'Parts missing' },
    NO_LONGER_WANTED,
    OTHER_REASON,
  ],
  EXCHANGE_GOODS: [
    QUALITY_PROBLEM,
    { zh: '尺码/规格不合适', en: 'Wrong size or spec' },
    ARRIVED_DAMAGED,
    { zh: '发错货', en: 'Wrong item sent' },
    OTHER_REASON,
  ],
};

/** Why service refuses a request when it comes to review it. */
export const REFUSE_REASONS = {
  shipped: { zh: '订单已发货，请申请退货退款', en: 'The order has shipped; please ask to return the goods' },
  closed: { zh: '订单已取消或已退款', en: 'The order was cancelled or refunded' },
} as const satisfies Record<string, Words>;

/** What the log says of each step, and the reply service sends when it approves. */
export const LOG = {
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
export const SERVICE_REPLIES: readonly Words[] = [LOG.passed];

/** Order statuses before shipping: a refund only. */
export const NOT_SHIPPED: readonly OrderStatus[] = ['PAID', 'UNDELIVERED', 'TAKE'];
/** Order statuses after shipping: a return or an exchange. */
export const SHIPPED: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];
