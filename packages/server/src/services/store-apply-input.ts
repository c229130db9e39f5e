import {
  STORE_APPLY_RULES,
  type StoreApplyCompany,
  type StoreApplyFieldRule,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import { bodyRefusal, type BodyFieldError } from '../http/worded-body-error.ts';
import { BAD_MOBILE } from './account-rules.ts';
import { STORE_APPLY_MESSAGES } from './store-apply.ts';

// The words of a store-application step that breaks its JSON Schema (api/store-apply.schema.json):
// the schema decides, through Fastify's validation; this turns its first error into the Chinese
// sentence a reviewer would write beside the field, instead of ajv's English.

type StoreApplyField = keyof StoreApplyCompany | keyof StoreApplyFinance | keyof StoreApplyStore;

/** What each field is called in a refusal. */
export const STORE_APPLY_FIELD_LABELS: Record<StoreApplyField, string> = {
  companyName: '公司名称',
  companyAddress: '公司地址',
  companyPhone: '公司电话',
  companyEmail: '电子邮箱',
  employeeNum: '员工总数',
  registeredCapital: '注册资金（万元）',
  linkName: '联系人姓名',
  linkPhone: '联系人手机',
  licenseNum: '统一社会信用代码',
  legalName: '法人姓名',
  settlementBankAccountName: '银行开户名',
  settlementBankAccountNum: '银行账号',
  settlementBankBranchName: '开户银行支行名称',
  settlementBankJointName: '支行联行号',
  storeName: '店铺名称',
  storeDesc: '店铺简介',
  storeAddressDetail: '店铺地址',
  goodsManagementCategory: '经营类目',
};

/** The refusal of a value that breaks a field's pattern, where "格式不正确" would say too little. */
const PATTERN_MESSAGES: Partial<Record<StoreApplyField, string>> = {
  companyPhone: '请输入正确的公司电话（如 0571-88886666）',
  companyEmail: '请输入正确的电子邮箱',
  linkPhone: BAD_MOBILE,
  licenseNum: STORE_APPLY_MESSAGES.badCreditCode,
  settlementBankAccountNum: '银行账号应为8-30位数字',
  settlementBankJointName: '支行联行号应为12位数字',
  goodsManagementCategory: STORE_APPLY_MESSAGES.unknownCategory,
};

const RULES: Record<StoreApplyField, StoreApplyFieldRule> = {
  ...STORE_APPLY_RULES.company,
  ...STORE_APPLY_RULES.finance,
  ...STORE_APPLY_RULES.store,
};

const isField = (name: string): name is StoreApplyField => Object.hasOwn(STORE_APPLY_FIELD_LABELS, name);

/** The sentence of one validation error of a step's field. */
function wordField({ error, field, blank }: BodyFieldError): string | undefined {
  if (!isField(field)) return undefined;
  const label = STORE_APPLY_FIELD_LABELS[field];
  const rule = RULES[field];
  if (blank) return rule.kind === 'list' ? `请选择${label}` : `请填写${label}`;
  if (rule.kind === 'integer') return `${label}应为${rule.minimum}-${rule.maximum}的整数`;
  switch (error.keyword) {
    case 'minLength':
      return `${label}至少${rule.minLength}个字`;
    case 'maxLength':
      return `${label}不能超过${rule.maxLength}个字`;
    case 'maxItems':
      return `${label}最多选择${rule.maxItems}个`;
    case 'uniqueItems':
      return `${label}不能重复`;
    case 'pattern':
      return PATTERN_MESSAGES[field] ?? `${label}不能换行，首尾不能有空格`;
    default:
      return `${label}格式不正确`;
  }
}

/** The 400 refusal of a step whose body breaks the schema, worded from its first error. */
export const storeApplyInputError = bodyRefusal(wordField);
