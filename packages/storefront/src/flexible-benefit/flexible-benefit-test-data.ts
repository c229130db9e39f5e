import type {
  BenefitGoodsDetail,
  BenefitOrderDetail,
  BenefitOrderPage,
  BenefitOrderPlanCase,
  BenefitOrderSummary,
} from '@mall/schemas';

// Factories of the flexible benefit answers for the route tests, with partial overrides; the values
// are those of fixtures/seed/benefits.json and benefit-orders.json.

export const q3PlanCase = (overrides: Partial<BenefitOrderPlanCase> = {}): BenefitOrderPlanCase => ({
  id: 'bpc-acme-2026q3',
  name: '2026 年第三季度福利',
  periodKind: 'QUARTER',
  periodLabel: '2026-Q3',
  useTo: 1,
  minChoices: 1,
  maxChoices: 1,
  chooseStart: '2025-11-21T08:00:00.000Z',
  chooseEnd: '2026-02-19T08:00:00.000Z',
  state: 'CLOSED',
  ...overrides,
});

export const blueYearCase = (overrides: Partial<BenefitOrderPlanCase> = {}): BenefitOrderPlanCase => ({
  id: 'bpc-blue-2026',
  name: '蓝海集团 2026 年度福利',
  periodKind: 'YEAR',
  periodLabel: '2026',
  useTo: 1,
  minChoices: 1,
  maxChoices: 1,
  chooseStart: '2026-01-30T08:00:00.000Z',
  chooseEnd: '2026-04-30T08:00:00.000Z',
  state: 'OPEN',
  ...overrides,
});

/** wangfang's order of Blue Ocean's year, not yet sent: she may cancel it. */
export const waitingOrder = (overrides: Partial<BenefitOrderSummary> = {}): BenefitOrderSummary => ({
  sn: 'FB2026BOWF0001',
  planCase: blueYearCase(),
  recipient: { kind: 'SELF', name: null, relation: null },
  items: [
    {
      optionId: 'bpo-blue-rice',
      skuId: '1038',
      name: '五常稻花香大米 5kg',
      image: '/img/goods/rice-wuchang.svg',
      quantity: 2,
    },
  ],
  status: 'UNDELIVERED',
  createTime: '2026-02-27T08:00:00.000Z',
  actions: { cancel: true, receive: false },
  ...overrides,
});

/** zhangwei's received order of the closed third quarter. */
export const completedOrder = (overrides: Partial<BenefitOrderSummary> = {}): BenefitOrderSummary => ({
  sn: 'FB2026Q3ZW0001',
  planCase: q3PlanCase(),
  recipient: { kind: 'SELF', name: null, relation: null },
  items: [
    {
      optionId: 'bpo-q3-tea',
      skuId: '1006',
      name: '明前龙井 250g',
      image: '/img/goods/longjing.svg',
      quantity: 1,
    },
  ],
  status: 'COMPLETED',
  createTime: '2026-01-10T08:00:00.000Z',
  actions: { cancel: false, receive: false },
  ...overrides,
});

export const orderPage = (
  records: BenefitOrderSummary[],
  overrides: Partial<BenefitOrderPage> = {},
): BenefitOrderPage => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
  pages: Math.ceil(records.length / 10),
  ...overrides,
});

export const orderDetail = (overrides: Partial<BenefitOrderDetail> = {}): BenefitOrderDetail => ({
  ...waitingOrder(),
  consignee: {
    name: '王芳',
    mobile: '137****1111',
    regionNames: '上海市 上海市 浦东新区',
    detail: '陆家嘴环路 1000 号 18 层',
  },
  logisticsNo: null,
  steps: [
    { key: 'CHOSEN', time: '2026-02-27T08:00:00.000Z' },
    { key: 'DELIVERED', time: null },
    { key: 'COMPLETED', time: null },
  ],
  ...overrides,
});

export const goodsDetail = (overrides: Partial<BenefitGoodsDetail> = {}): BenefitGoodsDetail => ({
  optionId: 'bpo-2026-checkup',
  skuId: '1021',
  name: '年度体检套餐（标准版）',
  brand: '美年大健康',
  images: ['/img/goods/checkup.svg'],
  spec: '标准版',
  marketPrice: 699,
  quantity: 1,
  intro: '含血常规、肝功能、B 超等 20 项检查。',
  planCase: blueYearCase({
    id: 'bpc-acme-2026',
    name: '2026 年度弹性福利',
    minChoices: 2,
    maxChoices: 2,
  }),
  chosen: false,
  chosenSn: null,
  planCaseChosen: false,
  ...overrides,
});
