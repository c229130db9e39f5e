// The input rules of spec 01 section 5 for login names, passwords, mobiles and card numbers, in one
// place: the server enforces them (services/account-rules.ts words its refusals) and the storefront
// checks them before sending (account-access/account-rules.ts words them from its catalogue). Only
// the rules live here, never the wording. Plain strings and RegExps only: this runs in Node and in
// the browser alike.

/** Mobile: optional leading 0, then 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^0?1[3-9]\d{9}$/;

/**
 * A mobile with its middle four digits as asterisks (spec 01 section 5: 136****9999), as every page
 * and answer shows one; other text is returned unchanged, no mobile as ''.
 */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  const match = /^(0?1\d{2})\d{4}(\d{4})$/.exec(mobile);
  return match ? `${match[1]}****${match[2]}` : mobile;
}

/** loginName: 4 to 32 of digits, letters, - _ . @ or Chinese. */
export const LOGIN_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_.@-]{4,32}$/u;
/** The longest login name `LOGIN_NAME_PATTERN` takes. */
export const LOGIN_NAME_MAX_LENGTH = 32;

/** A login password's length, in characters (code points). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** How many of the four kinds (lower, upper, digit, symbol) a login password uses at least. */
export const PASSWORD_MIN_KINDS = 3;

/** A pay password: 6 to 16 letters and digits (spec 02 section 5, spec 03 section 5). */
export const PAY_PASSWORD_PATTERN = /^[A-Za-z0-9]{6,16}$/;

/**
 * True when `cardNo` is 12 to 19 digits whose last digit is the Luhn check digit of the rest
 * (spec 01 section 5, "a Luhn-style card-number check").
 */
export function isLuhnValid(cardNo: string): boolean {
  if (!/^\d{12,19}$/.test(cardNo)) return false;
  let sum = 0;
  for (let i = 0; i < cardNo.length; i += 1) {
    // Every second digit from the right, starting with the one left of the check digit, doubles.
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

/** What breaks the new-password rule: its length, or too few kinds of character. */
export type PasswordProblem = 'length' | 'kinds';

/**
 * What is wrong with a new login password, the length first: 8 to 16 characters, at least three of
 * the four kinds. Null when it is acceptable. Each side words the problem itself.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  // Code points, not UTF-16 units: a character outside the BMP counts once, as the user sees it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  if (passwordKinds(password) < PASSWORD_MIN_KINDS) return 'kinds';
  return null;
}
