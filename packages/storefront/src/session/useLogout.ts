import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { postLogout } from '../api/passport.ts';
import { toaster } from '../ui/toaster.ts';
import { platformAtom } from '../state/platform.ts';
import { oneIdAtom, pageIdAtom, userInfoAtom } from '../state/session.ts';
import { getAppStore } from '../state/store.ts';
import { logoutTarget, type LogoutState } from './logout-target.ts';
import { SESSION_KEYS, clearSessionStorage, readStored } from '../state/session-storage.ts';
import { leavingHref } from './sso-login.ts';

/** How long the "fixed account" warning stays up. */
const WARNING_DURATION_MS = 3_000;

/** The stored values the logout redirect depends on. */
export function readLogoutState(extra: Pick<LogoutState, 'rePath' | 'query'> = {}): LogoutState {
  const store = getAppStore();
  return {
    oneId: store.get(oneIdAtom) ?? store.get(userInfoAtom)?.oneId ?? null,
    platform: store.get(platformAtom),
    originalUrl: readStored(SESSION_KEYS.originalUrl),
    loginRouteName: readStored(SESSION_KEYS.loginRouteName),
    pageId: store.get(pageIdAtom),
    disposableCardPageId: readStored(SESSION_KEYS.disposableCardPageId),
    ...extra,
  };
}

/**
 * The header's "log out": ends the session on the server, redirects by the order of spec 01
 * section 4 (`logoutTarget`), then clears storage. A fixed account (`canLogout: false`) is told it
 * cannot log out and stays logged in.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation('storefront');
  return useCallback(async () => {
    if (getAppStore().get(userInfoAtom)?.canLogout === false) {
      toaster.create({
        type: 'warning',
        description: t('logout.fixedAccount'),
        duration: WARNING_DURATION_MS,
      });
      return;
    }
    // The redirect does not wait on the server's answer: a failed call has shown its own message.
    await postLogout().catch(() => undefined);
    const target = logoutTarget(readLogoutState());
    if (target.kind === 'internal') await navigate(target.path, { replace: true });
    else window.location.assign(leavingHref(target));
    clearSessionStorage();
  }, [navigate, t]);
}
