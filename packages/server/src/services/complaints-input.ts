import type { ComplaintMessageBody, ComplaintRequest } from '@mall/schemas';
import { bodyRefusal } from '../http/worded-body-error.ts';
import { fieldWording, type FieldWords } from './after-sales-input.ts';
import { COMPLAINT_MESSAGES } from './complaints.ts';

// The words of a complaint body that breaks its JSON Schema (api/after-sale.schema.json): the schema
// decides, through Fastify's validation; this turns its first error into a Chinese sentence.

const FIELDS: Record<keyof ComplaintRequest | keyof ComplaintMessageBody, FieldWords> = {
  orderSn: { label: '订单', blank: '请选择投诉的订单', badValue: COMPLAINT_MESSAGES.orderNotFound },
  orderItemSn: { label: '订单商品', badValue: COMPLAINT_MESSAGES.itemNotFound },
  topic: { label: '投诉主题', blank: '请填写投诉主题' },
  content: { label: '内容', blank: '请填写内容' },
  images: { label: '图片', badValue: '图片地址不正确' },
  complainId: { label: '投诉', blank: '请选择投诉', badValue: COMPLAINT_MESSAGES.notFound },
};

/** The 400 refusal of a complaint body (a complaint or a message about one) that breaks its schema. */
export const complaintInputError = bodyRefusal(fieldWording(FIELDS));
