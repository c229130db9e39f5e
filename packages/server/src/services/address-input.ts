import type { MemberAddressInput } from '@mall/schemas';
import { bodyRefusal, type BodyFieldError } from '../http/worded-body-error.ts';
import { BAD_MOBILE } from './account-rules.ts';
import { ADDRESS_MESSAGES } from './addresses.ts';

// The words of an address that breaks its JSON Schema (api/address.schema.json, memberAddressInput):
// the schema decides, through Fastify's validation; this turns its first error into the Chinese
// sentence the address form shows beside the field, instead of ajv's English.

type AddressField = keyof MemberAddressInput;

/** How each field is worded in a refusal: its label, and the sentence of a value that breaks its pattern. */
const FIELDS: Record<AddressField, { label: string; required: boolean; badValue?: string }> = {
  consigneeName: { label: '收货人', required: true },
  mobile: { label: '手机号', required: true, badValue: BAD_MOBILE },
  regionIds: { label: '所在地区', required: true, badValue: ADDRESS_MESSAGES.unknownRegion },
  detail: { label: '详细地址', required: true },
  postalCode: { label: '邮政编码', required: true, badValue: '请输入正确的邮政编码' },
  email: { label: '电子邮箱', required: true, badValue: '请输入正确的电子邮箱' },
  landline: { label: '固定电话', required: false, badValue: '请输入正确的固定电话（如 0571-88886666）' },
  remark: { label: '备注', required: false },
  alias: { label: '地址别名', required: false },
  isDefault: { label: '默认地址', required: false },
};

const isField = (name: string): name is AddressField => Object.hasOwn(FIELDS, name);

/** The sentence of one validation error of an address field. */
function wordField({ error, field, blank }: BodyFieldError): string | undefined {
  if (!isField(field)) return undefined;
  const { label, required, badValue } = FIELDS[field];
  if (required && blank) return field === 'regionIds' ? `请选择${label}` : `请填写${label}`;
  switch (error.keyword) {
    case 'maxLength':
      return `${label}不能超过${String(error.params.limit)}个字`;
    case 'minItems':
    case 'maxItems':
      return `请选择${label}（省、市，有区县的选到区县）`;
    case 'pattern':
      return badValue ?? `${label}不能换行，首尾不能有空格`;
    default:
      return badValue ?? `${label}格式不正确`;
  }
}

/** The 400 refusal of an address whose body breaks the schema, worded from its first error. */
export const addressInputError = bodyRefusal(wordField);
