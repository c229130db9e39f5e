import {
  chinaDay,
  isCalendarDay,
  isEmail,
  isIdCardValid,
  type OrderVisitor,
  type VisitorRequest,
} from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';
import { BAD_MOBILE } from './account-rules.ts';

// The visitor of an order (spec 03 section 7, the visitor area): goods of a plan with the visitor
// rule (plans.visitor_required, migration 035; the seed's 健康体检) are received in person, so their
// checkout asks who comes and on which day. Checked here before anything is written; stored in
// order_visitors with the order, in its transaction. A visitor sent for goods that need none is not
// stored: the checkout never asked for it.

/** Most characters of a visitor's name. Defaults to `20`. */
export const VISITOR_NAME_MAX = 20;
/** The latest entry date, in days after today (China's calendar). Defaults to `60`. */
export const VISITOR_ENTRY_DAYS_AHEAD = 60;

const OTHER_DOCUMENT = /^[A-Z0-9]{5,20}$/;
// The address book's mobile (api/address.schema.json): no leading 0, unlike the login forms'.
const MOBILE = /^1[3-9][0-9]{9}$/;
const EMAIL_MAX = 50;

/** Refusals of a visitor, in the words the storefront shows (server-messages.ts words them). */
export const VISITOR_MESSAGES = {
  required: '请填写到访人信息',
  nameRequired: '请填写到访人姓名',
  nameTooLong: '到访人姓名不能超过20个字',
  documentNumberRequired: '请填写证件号码',
  idCardInvalid: '请输入正确的身份证号码',
  documentNumberInvalid: '证件号码应为5到20位字母或数字',
  badMobile: BAD_MOBILE,
  entryDateInvalid: '入场日期须为明天起60天内的日期',
  badEmail: '请输入正确的电子邮箱',
} as const;

/** A visitor checked and tidied, ready to store. */
export type CheckedVisitor = Omit<VisitorRequest, 'email'> & { email: string | null };

/** Checks a visitor and tidies it; throws the first refusal (a form refusal, 400). */
export function checkVisitor(visitor: VisitorRequest | undefined, now: Date): CheckedVisitor {
  if (!visitor) throw formRefusal(VISITOR_MESSAGES.required);
  const name = visitor.name.trim();
  if (!name) throw formRefusal(VISITOR_MESSAGES.nameRequired);
  if ([...name].length > VISITOR_NAME_MAX) throw formRefusal(VISITOR_MESSAGES.nameTooLong);
  const documentNumber = visitor.documentNumber.trim().toUpperCase();
  if (!documentNumber) throw formRefusal(VISITOR_MESSAGES.documentNumberRequired);
  if (
    visitor.documentType === 'ID_CARD' ? !isIdCardValid(documentNumber) : !OTHER_DOCUMENT.test(documentNumber)
  )
    throw formRefusal(
      visitor.documentType === 'ID_CARD'
        ? VISITOR_MESSAGES.idCardInvalid
        : VISITOR_MESSAGES.documentNumberInvalid,
    );
  const mobile = visitor.mobile.trim();
  if (!MOBILE.test(mobile)) throw formRefusal(VISITOR_MESSAGES.badMobile);
  const entryDate = visitor.entryDate.trim();
  // YYYY-MM-DD sorts as the days it names.
  if (
    !isCalendarDay(entryDate) ||
    entryDate < chinaDay(now, 1) ||
    entryDate > chinaDay(now, VISITOR_ENTRY_DAYS_AHEAD)
  )
    throw formRefusal(VISITOR_MESSAGES.entryDateInvalid);
  const email = visitor.email?.trim() || null;
  if (email !== null && (email.length > EMAIL_MAX || !isEmail(email)))
    throw formRefusal(VISITOR_MESSAGES.badEmail);
  return { name, documentType: visitor.documentType, documentNumber, mobile, entryDate, email };
}

/** Stores a checked visitor with an order, in the caller's transaction. */
export async function storeVisitor(
  tx: DbExecutor,
  orderSn: string,
  visitor: CheckedVisitor,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO order_visitors (order_sn, name, document_type, document_number, mobile, entry_date, email, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      orderSn,
      visitor.name,
      visitor.documentType,
      visitor.documentNumber,
      visitor.mobile,
      visitor.entryDate,
      visitor.email,
      now,
    ],
  );
}

/** `text` with all but its first and last `keep` characters as asterisks. */
function masked(text: string, keep: number): string {
  return text.slice(0, keep) + '*'.repeat(Math.max(text.length - 2 * keep, 0)) + text.slice(-keep);
}

/** The visitor of an order, masked as the order detail shows it; null when it has none. */
export async function readOrderVisitor(db: DbExecutor, orderSn: string): Promise<OrderVisitor | null> {
  const [row] = await db.query<CheckedVisitor>(
    `SELECT name, document_type AS "documentType", document_number AS "documentNumber", mobile,
            to_char(entry_date, 'YYYY-MM-DD') AS "entryDate", email
     FROM order_visitors WHERE order_sn = $1`,
    [orderSn],
  );
  if (!row) return null;
  return {
    ...row,
    documentNumber: masked(row.documentNumber, row.documentNumber.length >= 12 ? 4 : 1),
    mobile: `${row.mobile.slice(0, 3)}****${row.mobile.slice(-4)}`,
  };
}
