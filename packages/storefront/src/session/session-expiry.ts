import { clearSessionTokens, expireSession, type AuthFailure } from '../api/request-handlers.ts';
import { getAppI18n } from '../i18n/app-i18n.ts';
import { ERROR_TOAST_DURATION_MS, toaster } from '../ui/toaster.ts';
import { platformAtom } from '../state/platform.ts';
import { getAppStore } from '../state/store.ts';

/**
 * The warning, once while it shows: named after its text, a second one of the same text (a request
 * the page sent after the session was cleared, refused with a refresh of its own) renews it instead of
 * stacking another.
 */
function warn(description: string): void {
  toaster.create({
    id: `session-expiry:${description}`,
    type: 'warning',
    description,
    duration: ERROR_TOAST_DURATION_MS,
    closable: true,
  });
}

/**
 * What the user sees when the server refused the token and no refresh helped (spec 01 section 4):
 * the server's message, if any (code 20003 has none); then on DZPT a warning only, elsewhere the
 * 'Please log in' confirm, whose cancel resets the session and goes home.
 */
export function handleAuthFailure({ message }: AuthFailure): void {
  if (getAppStore().get(platformAtom) === 'DZPT') {
    clearSessionTokens();
    warn(message || getAppI18n().t('login.promptText', { ns: 'storefront' }));
    return;
  }
  if (message) warn(message);
  expireSession();
}
