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
 * password between 8-16 characters', 'Password must include numbers, letters, and special characters').
 */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  length: '请输入8-16位的密码',
  kinds: '密码必须包含数字、字母和特殊字符',
};
