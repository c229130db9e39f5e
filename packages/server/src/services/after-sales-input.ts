import type { AfterSaleDeliveryBody, AfterSaleMessageBody, AfterSaleRequest } from '@mall/schemas';
import { bodyRefusal, type BodyFieldError } from '../http/worded-body-error.ts';
import { BAD_MOBILE } from './account-rules.ts';
import { AFTER_SALE_MESSAGES } from './after-sale-words.ts';

// The words of an after-sale body that breaks its JSON Schema (api/after-sale.schema.json): the
// schema decides, through Fastify's validation; this turns its first error into the Chinese sentence
// the form shows beside the field, instead of ajv's English.

/** How a field is worded in a refusal: its label, what to say when it is blank, and when it breaks its pattern. */
export interface FieldWords {
  label: string;
  blank?: string;
  badValue?: string;
}

/** The fields of every after-sale body (request, delivery, message), by name. */
const FIELDS: Record<
  keyof AfterSaleRequest | keyof AfterSaleDeliveryBody | keyof AfterSaleMessageBody,
  FieldWords
> = {
  serviceType: { label: '售后类型', blank: '请选择售后类型', badValue: '请选择售后类型' },
  num: { label: '申请数量', blank: '请填写申请数量', badValue: '申请数量须为1-999的整数' },
  reason: { label: '售后原因', blank: AFTER_SALE_MESSAGES.badReason },
  problemDesc: { label: '问题描述' },
  images: { label: '图片', badValue: '图片地址不正确' },
  contactName: { label: '联系人', blank: '请填写联系人' },
  contactMobile: { label: '联系电话', blank: '请填写联系电话', badValue: BAD_MOBILE },
  pickupAddressId: {
    label: '取件地址',
    blank: AFTER_SALE_MESSAGES.pickupRequired,
    badValue: AFTER_SALE_MESSAGES.pickupNotFound,
  },
  logisticsCompany: { label: '物流公司', blank: '请填写物流公司' },
  logisticsNo: { label: '物流单号', blank: '请填写物流单号', badValue: '请输入正确的物流单号' },
  afterSaleSn: { label: '售后单号', blank: '请选择售后申请', badValue: AFTER_SALE_MESSAGES.notFound },
  content: { label: '留言内容', blank: '请输入留言内容' },
};

/**
 * The wording of a form's fields for `wordedBodyError`: the sentence of one validation error of a
 * field of `fields`, or `undefined` for a field it does not know.
 */
export function fieldWording(
  fields: Readonly<Record<string, FieldWords>>,
): (fieldError: BodyFieldError) => string | undefined {
  return ({ error, field, blank }) => {
    const words = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!words) return undefined;
    if (blank && words.blank) return words.blank;
    switch (error.keyword) {
      case 'maxLength':
        return `${words.label}不能超过${String(error.params.limit)}个字`;
      case 'maxItems':
        return `${words.label}最多${String(error.params.limit)}张`;
      case 'pattern':
        return words.badValue ?? `${words.label}不能换行，首尾不能有空格`;
      default:
        return words.badValue ?? `${words.label}格式不正确`;
    }
  };
}

/** The 400 refusal of an after-sale body (request, delivery or message) that breaks its schema. */
export const afterSaleInputError = bodyRefusal(fieldWording(FIELDS));
