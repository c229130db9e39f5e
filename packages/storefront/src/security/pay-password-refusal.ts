import { remainingAttemptsOf, type CallerFailure } from '../api/request.ts';
import type { useSecurityStrings } from './useSecurityStrings.ts';

/**
 * A refusal's words with what its data adds: the tries a wrong pay password leaves before the lock,
 * or that this one locked it (the lock's own message already says so).
 */
export function refusalText(
  failure: CallerFailure,
  fallback: string,
  t: ReturnType<typeof useSecurityStrings>['t'],
): string {
  const message = failure.message || fallback;
  const attempts = remainingAttemptsOf(failure);
  if (!attempts || attempts.locked) return message;
  return attempts.remaining > 0
    ? t('security.payPassword.triesLeft', { message, count: attempts.remaining })
    : t('security.payPassword.nowLocked', { message });
}
