import type { ShellBookInput } from '@mall/schemas';
import type { FastifySchemaValidationError } from 'fastify';
import { formRefusal, type ApiError } from '../http/api-error.ts';
import { wordedBodyError, type BodyFieldError } from '../http/worded-body-error.ts';
import { SHELL_BOOKING_MESSAGES } from './shell-booking.ts';

// The words of a booking whose body breaks its JSON Schema (api/shell-booking.schema.json,
// shellBookInput): the schema decides, through Fastify's validation; this turns its first error into
// the Chinese sentence the booking form shows beside its buttons, instead of ajv's English.

type BookField = keyof ShellBookInput;

/** How each field is worded: the sentence when it is missing, and when it breaks its pattern. */
const FIELDS: Record<BookField, { blank: string; bad: string }> = {
  id: { blank: '请选择要预约的卡', bad: SHELL_BOOKING_MESSAGES.cardNotFound },
  validDate: { blank: '请选择预约日期', bad: SHELL_BOOKING_MESSAGES.badDate },
  bookTime: { blank: '请选择预约时段', bad: SHELL_BOOKING_MESSAGES.slotNotFound },
  userName: { blank: '请填写预约人姓名', bad: '预约人姓名为1-20个字，首尾不能有空格' },
  empNum: { blank: '请填写工号', bad: '工号为1-20位字母、数字或-' },
};

const isField = (name: string): name is BookField => Object.hasOwn(FIELDS, name);

function wordField({ field, blank }: BodyFieldError): string | undefined {
  if (!isField(field)) return undefined;
  return blank ? FIELDS[field].blank : FIELDS[field].bad;
}

/** The 400 refusal of a booking whose body breaks the schema, for the booking form (code 30000). */
export function shellBookInputError(
  errors: readonly FastifySchemaValidationError[],
  body: unknown,
): ApiError {
  const worded = wordedBodyError(errors, body, wordField);
  return formRefusal(worded.message);
}
