// The input rules of spec 01 section 5 as the account forms check them before sending, with the
// wording of spec 03 section 5. The server enforces the same rules (services/account-rules.ts).

/** Mobile: optional leading 0, then 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^0?1[3-9]\d{9}$/;
/** loginName: 4 to 32 of digits, letters, - _ . @ or Chinese. */
export const LOGIN_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_.@-]{4,32}$/u;
/** A login password's length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** The mobile input takes at most this many characters (spec 03 section 5). Defaults to `11`. */
export const MOBILE_INPUT_MAX_LENGTH = 11;
/** A nickname has at most this many characters (spec 03 section 5). Defaults to `10`. */
export const NICKNAME_MAX_LENGTH = 10;

/** Translates a catalogue key of namespace `storefront`. */
export type Translate = (key: string) => string;

/**
 * True when `cardNo` is 12 to 19 digits whose last digit is the Luhn check digit of the rest
 * (spec 01 section 5, "a Luhn-style card-number check").
 */
export function isLuhnValid(cardNo: string): boolean {
  if (!/^\d{12,19}$/.test(cardNo)) return false;
  let sum = 0;
  for (let i = 0; i < cardNo.length; i += 1) {
    // Every second digit from the right, starting left of the check digit, doubles.
    let digit = Number(cardNo[cardNo.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** How many of the four kinds (lower, upper, digit, symbol) a password uses. */
export function passwordKinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
}

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
    validate: {
      length: (value: string) =>
        (value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH) ||
        t('reset.passwordLength'),
      kinds: (value: string) => passwordKinds(value) >= 3 || t('reset.passwordKinds'),
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
