// The shared input rules of spec 01 section 5 that sign-up, recovery and card login enforce on the
// server (the storefront checks the same before sending, with the same wording).

/** Mobile: optional leading 0, then 11 digits starting 13 to 19. */
export const MOBILE_PATTERN = /^0?1[3-9]\d{9}$/;
/** loginName: 4 to 32 of digits, letters, - _ . @ or Chinese. */
export const LOGIN_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_.@-]{4,32}$/u;
/** Login password length. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

/** Message of a card number that fails the format or Luhn check. */
export const BAD_CARD_NUMBER = '卡号格式不正确';
/** Message of a mobile that does not match the pattern (spec 03 section 5). */
export const BAD_MOBILE = '请输入正确的手机号';
/** Message of a login name that breaks the loginName rule. */
export const BAD_LOGIN_NAME = '用户名须为4-32位数字、字母、中文或 - _ . @';
/** Password length message (spec 03 section 5: 'Please enter a password between 8-16 characters'). */
export const PASSWORD_LENGTH_MESSAGE = '请输入8-16位的密码';
/** Password kinds message (spec 03 section 5: 'Password must include numbers, letters, and special characters'). */
export const PASSWORD_KINDS_MESSAGE = '密码必须包含数字、字母和特殊字符';
/** Message of a password field that does not decrypt (a stale page or a client without the key). */
export const UNREADABLE_PASSWORD = '密码无法解密，请刷新页面后重试';

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

/**
 * What is wrong with a new login password, as the message to show: 8 to 16 characters, at least
 * three of the four kinds. Null when it is acceptable.
 */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return PASSWORD_LENGTH_MESSAGE;
  if (passwordKinds(password) < 3) return PASSWORD_KINDS_MESSAGE;
  return null;
}
