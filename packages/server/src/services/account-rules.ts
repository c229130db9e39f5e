import type { PasswordProblem } from '@mall/schemas';

// The server's wording of the input rules of spec 01 section 5 that sign-up, recovery and card login
// enforce. The rules themselves (patterns, lengths, the Luhn and password checks) are shared with the
// storefront through @mall/schemas; the storefront words them from its catalogue.

/** Message of a card number that fails the format or Luhn check. */
export const BAD_CARD_NUMBER = '卡号格式不正确';
/** Message of a mobile that does not match the pattern (spec 03 section 5). */
export const BAD_MOBILE = '请输入正确的手机号';
/** Message of a login name that breaks the loginName rule. */
export const BAD_LOGIN_NAME = '用户名须为4-32位数字、字母、中文或 - _ . @';
/** Message of a password field that does not decrypt (a stale page or a client without the key). */
export const UNREADABLE_PASSWORD = '密码无法解密，请刷新页面后重试';

/**
 * Message of each way a new login password breaks the rule (spec 03 section 5: 'Please enter a
 * password between 8-16 characters'). Too few kinds is worded as the rule and the forms' hint are,
 * three of four kinds: the spec's 'must include numbers, letters, and special characters' would
 * refuse Abcdefg1, which the rule takes. The storefront's catalogue says the same (reset.passwordKinds).
 */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  length: '请输入8-16位的密码',
  kinds: '密码须至少包含大写字母、小写字母、数字、特殊字符中的三种',
};
