import type { EvaluationRequest } from '@mall/schemas';
import { bodyRefusal } from '../http/worded-body-error.ts';
import { fieldWording, type FieldWords } from './after-sales-input.ts';
import { EVALUATION_MESSAGES } from './evaluations.ts';

// The words of a review body that breaks its JSON Schema (api/evaluation.schema.json): the schema
// decides, through Fastify's validation; this turns its first error into a Chinese sentence.

const FIELDS: Record<keyof EvaluationRequest, FieldWords> = {
  orderItemSn: { label: '订单商品', blank: '请选择评价的商品', badValue: EVALUATION_MESSAGES.itemNotFound },
  stars: { label: '评分', blank: '请选择评分', badValue: '评分须为1-5星' },
  content: { label: '评价内容', blank: '请填写评价内容' },
  images: { label: '图片', badValue: EVALUATION_MESSAGES.foreignImage },
};

const wordField = fieldWording(FIELDS);

/** The 400 refusal of a review body that breaks its schema. */
export const evaluationInputError = bodyRefusal((fieldError) =>
  fieldError.error.keyword === 'uniqueItems' ? `${FIELDS.images.label}不能重复` : wordField(fieldError),
);
