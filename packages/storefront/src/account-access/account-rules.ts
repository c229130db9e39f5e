import { isLuhnValid, MOBILE_PATTERN, passwordProblem, type PasswordProblem } from '@mall/schemas';

// The input rules of spec 01 section 5 as react-hook-form rules of the account forms, with the
// wording of spec 03 section 5 from the catalogue. The rules themselves come from @mall/schemas,
// which the server enforces too.

/** The mobile input takes at most this many characters (spec 03 section 5). Defaults to `11`. */
export const MOBILE_INPUT_MAX_LENGTH = 11;
/** How a mobile input is typed into: the phone keypad, the browser's own number, 11 digits at most. */
export const MOBILE_INPUT = {
  type: 'tel',
  inputMode: 'numeric',
  autoComplete: 'tel',
  maxLength: MOBILE_INPUT_MAX_LENGTH,
} as const;

// The three mobile rules of the API, each where the spec or a schema sets it: the account forms
// take the shared MOBILE_PATTERN of @mall/schemas (spec 01 section 5: an optional leading 0, then 11
// digits starting 13 to 19); a stored contact (an address's consignee, an after-sale request's
// contact) has no leading 0; a family member's is any 11 digits starting 1
// (api/benefits.schema.json familyMemberInput).

/** A contact's mobile as an address or an after-sale request stores it: 11 digits starting 13 to 19. */
export const CONTACT_MOBILE_PATTERN = /^1[3-9][0-9]{9}$/;
/** A family member's mobile: 11 digits starting 1. */
export const FAMILY_MOBILE_PATTERN = /^1[0-9]{10}$/;

/** A nickname has at most this many characters (spec 03 section 5). Defaults to `10`. */
export const NICKNAME_MAX_LENGTH = 10;

/** Translates a catalogue key of namespace `storefront`. */
export type Translate = (key: string) => string;

/** The catalogue key of each way a new password breaks the rule. */
const PASSWORD_PROBLEM_KEYS: Record<PasswordProblem, string> = {
  length: 'reset.passwordLength',
  kinds: 'reset.passwordKinds',
};

/** A card number: required, 12 to 19 digits passing the Luhn check (spaces allowed while typing). */
export function cardNoRules(t: Translate) {
  return {
    required: t('card.cardNoRequired'),
    validate: (value: string) => isLuhnValid(value.replace(/\s+/g, '')) || t('card.cardNoInvalid'),
  };
}

/** A mobile number (spec 03 section 5: 'please enter mobile number' / 'please enter correct mobile'). */
export function mobileRules(t: Translate) {
  return {
    required: t('forgot.mobileRequired'),
    pattern: { value: MOBILE_PATTERN, message: t('forgot.mobileInvalid') },
  };
}

/**
 * A new login password (spec 03 section 5): required, 8 to 16 characters, at least three of the
 * four kinds.
 */
export function newPasswordRules(t: Translate) {
  return {
    required: t('reset.passwordRequired'),
    validate: (value: string) => {
      const problem = passwordProblem(value);
      return problem === null || t(PASSWORD_PROBLEM_KEYS[problem]);
    },
  };
}

/** The confirmation of a new password: required and equal to `password()`. */
export function confirmPasswordRules(t: Translate, password: () => string) {
  return {
    required: t('reset.confirmRequired'),
    validate: (value: string) => value === password() || t('reset.confirmMismatch'),
  };
}
