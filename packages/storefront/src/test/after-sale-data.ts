import type { AfterSaleApplyInfo, AfterSaleDetail, AfterSaleSummary } from '@mall/schemas';

// After-sale requests as the server answers them (/home/afterService, /home/onlineAfterSales,
// /afterServiceDetail): a refund of two power banks of order O26030100001, with partial overrides.

const GOODS = {
  orderSn: 'O26030100001',
  orderItemSn: 'O26030100001-1',
  skuId: '1026',
  goodsId: '126',
  name: '快充移动电源 20000mAh',
  image: '/img/goods/powerbank.svg',
  price: 149,
} as const;

/** A line of the member's list of requests: one unit's refund, in review. */
export const afterSaleSummary = (overrides: Partial<AfterSaleSummary> = {}): AfterSaleSummary => ({
  sn: 'AS26030100001',
  ...GOODS,
  serviceType: 'RETURN_MONEY',
  status: 'APPLY',
  num: 1,
  refundPoints: 149,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

/** A request in full: two units' refund of a paid order, in review, which the member may withdraw. */
export const afterSaleDetail = (overrides: Partial<AfterSaleDetail> = {}): AfterSaleDetail => ({
  ...afterSaleSummary({ num: 2, refundPoints: 298 }),
  orderStatus: 'PAID',
  reason: '不想要了',
  problemDesc: '拍错了',
  images: [],
  contactName: '张伟',
  contactMobile: '13800138000',
  pickupAddress: null,
  refuseReason: null,
  logisticsCompany: null,
  logisticsNo: null,
  actions: { cancel: true, delivery: false },
  ...overrides,
});

/** What the member may ask for the order item: a refund of up to two units. */
export const afterSaleApplyInfo = (overrides: Partial<AfterSaleApplyInfo> = {}): AfterSaleApplyInfo => ({
  ...GOODS,
  orderStatus: 'PAID',
  num: 2,
  applicableNum: 2,
  serviceTypes: ['RETURN_MONEY'],
  refundPoints: 298,
  applyDeadline: null,
  unavailableReason: null,
  ...overrides,
});
