import { PAY_PASSWORD_PATTERN } from '@mall/schemas';
import type { Translate } from '../account-access/account-rules.ts';

/** A pay password's length (spec 03 section 9: 6-16). */
export const PAY_PASSWORD_MIN_LENGTH = 6;
export const PAY_PASSWORD_MAX_LENGTH = 16;

/**
 * A new pay password (spec 03 section 5): required ('please enter new password'), 6-16 characters
 * ('please enter 6-16 characters'), letters and digits only. The server checks the same pattern.
 */
export function newPayPasswordRules(t: Translate) {
  return {
    required: t('security.payPassword.newRequired'),
    validate: (value: string) => {
      if (value.length < PAY_PASSWORD_MIN_LENGTH || value.length > PAY_PASSWORD_MAX_LENGTH) {
        return t('security.payPassword.length');
      }
      return PAY_PASSWORD_PATTERN.test(value) || t('security.payPassword.kinds');
    },
  };
}

/** The confirmation: required and equal ('confirm password differs'). */
export function confirmPayPasswordRules(t: Translate, password: () => string) {
  return {
    required: t('security.payPassword.confirmRequired'),
    validate: (value: string) => value === password() || t('security.payPassword.confirmMismatch'),
  };
}
