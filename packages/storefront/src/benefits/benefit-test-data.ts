import type {
  BenefitOption,
  BenefitPlanCase,
  BenefitPlanCaseDetail,
  BenefitRecord,
  BenefitRecordPage,
  FamilyMember,
  MemberAddress,
  MemberAddressPage,
} from '@mall/schemas';

// Factories of the flexible-benefit answers for the route tests, with partial overrides; the
// values are those of fixtures/seed/benefits.json and benefit-members.json.

export const planCase = (overrides: Partial<BenefitPlanCase> = {}): BenefitPlanCase => ({
  id: 'bpc-acme-2026',
  periodKind: 'YEAR',
  periodLabel: '2026',
  name: '2026 年度弹性福利',
  intro: '从以下福利中任选两项，由公司承担费用并配送到您指定的地址。',
  useTo: 1,
  minChoices: 2,
  maxChoices: 2,
  optionCount: 3,
  chooseStart: '2026-01-30T08:00:00.000Z',
  chooseEnd: '2026-04-30T08:00:00.000Z',
  state: 'OPEN',
  chosenSn: null,
  ...overrides,
});

export const option = (overrides: Partial<BenefitOption> = {}): BenefitOption => ({
  id: 'bpo-2026-checkup',
  skuId: '1021',
  goodsName: '美年大健康 标准体检套餐',
  image: '/img/goods/1021.jpg',
  spec: '男士版',
  quantity: 1,
  marketPrice: 599,
  ...overrides,
});

export const YEAR_OPTIONS = [
  option(),
  option({ id: 'bpo-2026-teeth', skuId: '1023', goodsName: '洁牙套餐', spec: null, marketPrice: 199 }),
  option({
    id: 'bpo-2026-purifier',
    skuId: '1029',
    goodsName: '空气净化器',
    spec: '白色',
    marketPrice: 1299,
  }),
];

export const planCaseDetail = (
  overrides: Partial<BenefitPlanCase> = {},
  options: BenefitOption[] = YEAR_OPTIONS,
): BenefitPlanCaseDetail => ({ planCase: planCase(overrides), options });

/** The family care plan case: one option for a family member. */
export const FAMILY_CASE = {
  id: 'bpc-acme-2026-family',
  name: '2026 家属关爱福利',
  intro: '为一位家属选择一项关爱福利。',
  useTo: 2,
  minChoices: 1,
  maxChoices: 1,
} as const;

export const familyMember = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  id: 'fam-acme-zhang-spouse',
  name: '刘洋',
  relation: 'SPOUSE',
  mobile: '13812345678',
  birthday: '1990-05-20',
  createTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const address = (overrides: Partial<MemberAddress> = {}): MemberAddress => ({
  id: 'addr-acme-zhang-home',
  consigneeName: '张伟',
  mobile: '13812341234',
  regionIds: ['33', '3301', '330106'],
  regionNames: '浙江省 杭州市 西湖区',
  detail: '文三路 90 号 3 幢 1201 室',
  postalCode: '310012',
  email: 'zhangwei@acme.mall.invalid',
  landline: null,
  remark: null,
  alias: '家',
  isDefault: true,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(records: T[], size = 10, total = records.length) => ({
  records,
  total,
  current: 1,
  size,
  pages: Math.ceil(total / size),
});

export const addressPage = (addresses: MemberAddress[]): MemberAddressPage => pageOf(addresses, 20);

export const benefitRecord = (overrides: Partial<BenefitRecord> = {}): BenefitRecord => ({
  sn: 'FB20260301100001',
  planCaseId: 'bpc-acme-2026',
  planCaseName: '2026 年度弹性福利',
  periodLabel: '2026',
  status: 'UNDELIVERED',
  items: [
    { optionId: 'bpo-2026-checkup', goodsName: '美年大健康 标准体检套餐', image: null, quantity: 1 },
    { optionId: 'bpo-2026-teeth', goodsName: '洁牙套餐', image: null, quantity: 1 },
  ],
  familyMember: null,
  consigneeName: '张伟',
  consigneeAddress: '浙江省 杭州市 西湖区 文三路 90 号 3 幢 1201 室',
  createTime: '2026-03-01T09:00:00.000Z',
  ...overrides,
});

export const recordPage = (records: BenefitRecord[], total = records.length): BenefitRecordPage =>
  pageOf(records, 10, total);
