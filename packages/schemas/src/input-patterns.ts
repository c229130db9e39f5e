// The shared input patterns of spec 01 section 5 that the account rules (account-rules.ts) do not
// already hold: numbers, money, tax numbers, ID cards, usernames, URLs and birth numbers. Each is a
// JSON Schema `pattern` string, so a schema can carry the same text, with a RegExp made from it
// for code. Only the rules live here, never the wording. Runs in Node and in the browser alike.

/** A positive integer without leading zeros: `1`, `250`; not `0`, `01`, `-3`, `1.5`. */
export const POSITIVE_INTEGER_PATTERN = '^[1-9][0-9]*$';
/** A non-negative integer without leading zeros: `0`, `7`, `120`; not `007`, `-1`. */
export const NON_NEGATIVE_INTEGER_PATTERN = '^(?:0|[1-9][0-9]*)$';
/** An amount of money with up to 2 decimals: `0`, `12`, `12.5`, `12.50`; not `12.345`, `.5`, `01`. */
export const MONEY_PATTERN = '^(?:0|[1-9][0-9]*)(?:\\.[0-9]{1,2})?$';
/**
 * A taxpayer number: 15, 17, 18 or 20 upper-case letters and digits (the old 15-digit registration
 * numbers, the 18-character unified social credit codes and the longer individual forms).
 */
export const TAX_NUMBER_PATTERN = '^(?:[A-Z0-9]{15}|[A-Z0-9]{17}|[A-Z0-9]{18}|[A-Z0-9]{20})$';
/** A mainland ID card number: 15 digits, or 17 digits and a check character (a digit or X). */
export const ID_CARD_PATTERN = '^(?:[0-9]{15}|[0-9]{17}[0-9Xx])$';
/** A username: 4 to 16 letters, digits, `_` or `-`, starting with a letter. */
export const USERNAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{3,15}$';
/** A web address: http or https, a host, and optionally a port, path, query and fragment. */
export const URL_PATTERN =
  '^https?://(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)*[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?#][^\\s]*)?$';
/** A birth number: 4 to 40 letters and digits. */
export const BIRTH_NUMBER_PATTERN = '^[A-Za-z0-9]{4,40}$';
/** An e-mail address, as the address book's schema holds it: a name, `@`, and a domain with a dot. */
export const EMAIL_PATTERN = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$';

// The patterns above compiled once, as ajv compiles a schema's pattern (the `u` flag).
const compiled = (pattern: string) => new RegExp(pattern, 'u');
const POSITIVE_INTEGER = compiled(POSITIVE_INTEGER_PATTERN);
const NON_NEGATIVE_INTEGER = compiled(NON_NEGATIVE_INTEGER_PATTERN);
const MONEY = compiled(MONEY_PATTERN);
const TAX_NUMBER = compiled(TAX_NUMBER_PATTERN);
const ID_CARD = compiled(ID_CARD_PATTERN);
const USERNAME = compiled(USERNAME_PATTERN);
const URL_TEXT = compiled(URL_PATTERN);
const BIRTH_NUMBER = compiled(BIRTH_NUMBER_PATTERN);
const EMAIL = compiled(EMAIL_PATTERN);

/** True when `text` is a positive integer (`POSITIVE_INTEGER_PATTERN`). */
export const isPositiveInteger = (text: string): boolean => POSITIVE_INTEGER.test(text);
/** True when `text` is a non-negative integer (`NON_NEGATIVE_INTEGER_PATTERN`). */
export const isNonNegativeInteger = (text: string): boolean => NON_NEGATIVE_INTEGER.test(text);
/** True when `text` is money with up to 2 decimals (`MONEY_PATTERN`). */
export const isMoney = (text: string): boolean => MONEY.test(text);
/** True when `text` is a taxpayer number (`TAX_NUMBER_PATTERN`). */
export const isTaxNumber = (text: string): boolean => TAX_NUMBER.test(text);
/** True when `text` is a username (`USERNAME_PATTERN`). */
export const isUsername = (text: string): boolean => USERNAME.test(text);
/** True when `text` is an http or https address (`URL_PATTERN`). */
export const isUrl = (text: string): boolean => URL_TEXT.test(text);
/** True when `text` is a birth number (`BIRTH_NUMBER_PATTERN`). */
export const isBirthNumber = (text: string): boolean => BIRTH_NUMBER.test(text);
/** True when `text` is an e-mail address (`EMAIL_PATTERN`). */
export const isEmail = (text: string): boolean => EMAIL.test(text);

// GB 11643-1999: the weight of each of the first 17 digits, and the check character by the
// weighted sum modulo 11.
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARACTERS = '10X98765432';

/**
 * True when `idCard` matches `ID_CARD_PATTERN` and, when it has 18 characters, its last one is the
 * check character of the first 17 (GB 11643-1999, modulo 11; a lower-case x counts as X). A
 * 15-digit number has no check character, so the pattern is all it is held to.
 */
export function isIdCardValid(idCard: string): boolean {
  if (!ID_CARD.test(idCard)) return false;
  if (idCard.length === 15) return true;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(idCard[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
  return idCard[17]?.toUpperCase() === ID_CARD_CHECK_CHARACTERS[sum % 11];
}
