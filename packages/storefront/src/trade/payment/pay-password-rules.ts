import { PAY_PASSWORD_PATTERN } from '@mall/schemas';
import type { Translate } from '../../account-access/account-rules.ts';

/** Most characters a pay password has (spec 01 section 9: 6 to 16). */
export const PAY_PASSWORD_MAX_LENGTH = 16;

/** react-hook-form rules of a new pay password: 6-16 letters and digits. */
export function payPasswordRules(t: Translate) {
  return {
    required: t('payment.passwordRequired'),
    pattern: { value: PAY_PASSWORD_PATTERN, message: t('payment.passwordRule') },
  };
}

/** The confirmation must repeat it. */
export function confirmPayPasswordRules(t: Translate, password: () => string) {
  return {
    required: t('payment.passwordRequired'),
    validate: (value: string) => value === password() || t('payment.passwordMismatch'),
  };
}
