import {
  chinaDay,
  isCalendarDay,
  isEmail,
  isIdCardValid,
  type VisitorDocumentType,
  type VisitorRequest,
} from '@mall/schemas';

// The rules of an order's visitor (services/visitors.ts of the server), checked before sending so a
// slip shows beside its field at once; the server checks them again.

/** Most characters of a visitor's name (the server's limit). Defaults to `20`. */
export const VISITOR_NAME_MAX = 20;
/** The latest entry date, in days after today in China (the server's limit). Defaults to `60`. */
export const VISITOR_ENTRY_DAYS_AHEAD = 60;
/** Most characters of the e-mail (the server's limit). Defaults to `50`. */
export const VISITOR_EMAIL_MAX = 50;

/** The documents offered, in the form's order. */
export const VISITOR_DOCUMENT_TYPES: readonly VisitorDocumentType[] = [
  'ID_CARD',
  'PASSPORT',
  'HK_MACAO_PERMIT',
  'TAIWAN_PERMIT',
];

const OTHER_DOCUMENT = /^[A-Z0-9]{5,20}$/;
const MOBILE = /^1[3-9][0-9]{9}$/;

/** A visitor as the member types it. */
export interface VisitorDraft {
  name: string;
  documentType: VisitorDocumentType;
  documentNumber: string;
  mobile: string;
  entryDate: string;
  email: string;
}

/** A fresh draft: an ID card, nothing typed. */
export const EMPTY_VISITOR: VisitorDraft = {
  name: '',
  documentType: 'ID_CARD',
  documentNumber: '',
  mobile: '',
  entryDate: '',
  email: '',
};

/** What is wrong with a draft, by field: catalogue keys of `visitor.*`. */
export type VisitorProblems = Partial<Record<Exclude<keyof VisitorDraft, 'documentType'>, string>>;

/** The days an entry date may fall on: from tomorrow to `VISITOR_ENTRY_DAYS_AHEAD` days ahead, in China. */
export function entryDateRange(now: Date): { min: string; max: string } {
  return { min: chinaDay(now, 1), max: chinaDay(now, VISITOR_ENTRY_DAYS_AHEAD) };
}

/** What is wrong with a draft, field by field; empty when it may be sent. */
export function visitorProblems(draft: VisitorDraft, now: Date): VisitorProblems {
  const problems: VisitorProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if ([...name].length > VISITOR_NAME_MAX) problems.name = 'nameTooLong';
  const number = draft.documentNumber.trim().toUpperCase();
  if (!number) problems.documentNumber = 'documentNumberRequired';
  else if (draft.documentType === 'ID_CARD' ? !isIdCardValid(number) : !OTHER_DOCUMENT.test(number))
    problems.documentNumber = draft.documentType === 'ID_CARD' ? 'idCardInvalid' : 'documentNumberInvalid';
  if (!MOBILE.test(draft.mobile.trim())) problems.mobile = 'mobileInvalid';
  const { min, max } = entryDateRange(now);
  const day = draft.entryDate.trim();
  // yyyy-MM-dd sorts as the days it names.
  if (!isCalendarDay(day) || day < min || day > max) problems.entryDate = 'entryDateInvalid';
  const email = draft.email.trim();
  if (email && (email.length > VISITOR_EMAIL_MAX || !isEmail(email))) problems.email = 'emailInvalid';
  return problems;
}

/** The request sent for a draft: texts trimmed, the document number in capitals, no e-mail when blank. */
export function visitorRequestOf(draft: VisitorDraft): VisitorRequest {
  const email = draft.email.trim();
  return {
    name: draft.name.trim(),
    documentType: draft.documentType,
    documentNumber: draft.documentNumber.trim().toUpperCase(),
    mobile: draft.mobile.trim(),
    entryDate: draft.entryDate.trim(),
    ...(email ? { email } : {}),
  };
}
