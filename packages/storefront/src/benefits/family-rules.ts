import type { FamilyMemberInput } from '@mall/schemas';
import { FAMILY_MOBILE_PATTERN } from '../account-access/account-rules.ts';

// The rules of a family member (api/benefits.schema.json familyMemberInput and
// services/family-members.ts), checked before sending so a slip is said beside its field at once,
// in the server's words; the server checks them again.

/** The relations offered, in the form's order. */
export const FAMILY_RELATIONS: readonly FamilyMemberInput['relation'][] = [
  'SPOUSE',
  'CHILD',
  'FATHER',
  'MOTHER',
  'PARENT_IN_LAW',
];

/** How many family members a member may keep. */
export const FAMILY_MEMBER_CAP = 10;

const NAME_MAX = 20;
const NAME_PATTERN = /^\S(?:.*\S)?$/;
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A field of the form and the catalogue key (`benefit.family.rule.*`) of what is wrong with it. */
export type FamilyFieldErrors = Partial<Record<keyof FamilyMemberInput, `benefit.family.rule.${string}`>>;

/** What the form holds: texts as typed, the relation '' until chosen, the birthday '' when not given. */
export interface FamilyDraft {
  name: string;
  relation: FamilyMemberInput['relation'] | '';
  mobile: string;
  birthday: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as YYYY-MM-DD in China, whose calendar the server's "not in the future" counts by. */
export function chinaToday(now: Date): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  return `${String(china.getUTCFullYear())}-${pad(china.getUTCMonth() + 1)}-${pad(china.getUTCDate())}`;
}

const isCalendarDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
};

/** What is wrong with a draft, field by field; empty when it may be sent. */
export function checkFamilyDraft(draft: FamilyDraft, now: Date): FamilyFieldErrors {
  const errors: FamilyFieldErrors = {};
  const name = draft.name;
  if (name.trim() === '') errors.name = 'benefit.family.rule.nameBlank';
  else if ([...name].length > NAME_MAX) errors.name = 'benefit.family.rule.nameTooLong';
  else if (!NAME_PATTERN.test(name)) errors.name = 'benefit.family.rule.nameSpaces';
  if (draft.relation === '') errors.relation = 'benefit.family.rule.relation';
  if (draft.mobile.trim() === '') errors.mobile = 'benefit.family.rule.mobileBlank';
  else if (!FAMILY_MOBILE_PATTERN.test(draft.mobile)) errors.mobile = 'benefit.family.rule.mobile';
  if (draft.birthday !== '') {
    if (!DAY_PATTERN.test(draft.birthday) || !isCalendarDay(draft.birthday))
      errors.birthday = 'benefit.family.rule.birthday';
    else if (draft.birthday > chinaToday(now)) errors.birthday = 'benefit.family.rule.birthdayInFuture';
  }
  return errors;
}

/** The body of a draft that passed `checkFamilyDraft`. */
export function familyInputOf(draft: FamilyDraft): FamilyMemberInput {
  if (draft.relation === '') throw new Error('familyInputOf: the draft has no relation; check it first');
  return {
    name: draft.name,
    relation: draft.relation,
    mobile: draft.mobile,
    birthday: draft.birthday === '' ? null : draft.birthday,
  };
}
