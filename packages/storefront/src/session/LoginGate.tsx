import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { toaster } from '../ui/toaster.ts';
import { loginGateOpenAtom, loginPromptOpenAtom } from '../state/login-prompt.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom, userInfoAtom } from '../state/session.ts';
import { hasKnownUsername, isAccountPage } from './account-routes.ts';
import { loginPath } from './login-path.ts';
import { isOpenRoute } from './open-routes.ts';

const SPECIAL_PATH = '/special';

/** 'Please log in first', then back where the guest came from (home when the special zone was the first page). */
function BackWithWarning() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('storefront');
  const cameFromHere = location.key === 'default';
  // Once per visit, even when StrictMode runs the effect twice (two steps back would overshoot).
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    toaster.create({ type: 'warning', description: t('gate.logInFirst'), duration: 3_000, closable: true });
    if (cameFromHere) void navigate('/', { replace: true });
    else void navigate(-1);
  }, [navigate, t, cameFromHere]);
  return null;
}

/**
 * Says the gate's confirm is up while it is, so the request layer does not open its prompt over it:
 * the requests of a page whose tokens expired are refused before or after the gate asks, and only
 * one may ask.
 */
function useGateQuestion(): void {
  const setGateOpen = useSetAtom(loginGateOpenAtom);
  useEffect(() => {
    setGateOpen(true);
    return () => setGateOpen(false);
  }, [setGateOpen]);
}

/** The gate's "please log in" confirm: OK -> /login with the return path and query, cancel -> /. */
function GateConfirm({ onLogIn, onGoHome }: { onLogIn: () => void; onGoHome: () => void }) {
  const { t } = useTranslation('storefront');
  useGateQuestion();
  return (
    <ConfirmDialog
      open
      onDismiss={onGoHome}
      title={t('gate.title')}
      confirmLabel={t('gate.ok')}
      onConfirm={onLogIn}
      cancelLabel={t('gate.cancel')}
      confirmPalette="red"
      closeOnInteractOutside={false}
    >
      {t('gate.text')}
    </ConfirmDialog>
  );
}

/**
 * The root route's element: routes outside the open list (spec 01 section 2.1) render only for a
 * member; a guest gets a confirm asking to log in (OK -> /login with the return path and query,
 * cancel -> /). Account pages (the member centre) also need a known username in the stored member
 * (spec 01 section 4): a token without one is not a login there, and gets the same confirm. The token
 * and the member are read on each navigation, so a session that expires on a page (or a logout, which
 * goes away first and clears the storage after) is left to the login prompt rather than blanking the page.
 */
export function LoginGate() {
  const location = useLocation();
  const token = useAtomValue(accessTokenAtom);
  const knownUsername = hasKnownUsername(useAtomValue(userInfoAtom));
  const accountPage = isAccountPage(useMatches());
  const oneId = useAtomValue(oneIdAtom);
  const pageId = useAtomValue(pageIdAtom);
  const navigate = useNavigate();
  const promptAsks = useAtomValue(loginPromptOpenAtom);

  // Set state during render (React's documented pattern) so the check runs before the page mounts.
  const [entry, setEntry] = useState({ key: location.key, token, knownUsername });
  if (entry.key !== location.key) setEntry({ key: location.key, token, knownUsername });
  const current = entry.key === location.key ? entry : { token, knownUsername };
  const loggedIn = Boolean(current.token) && (!accountPage || current.knownUsername);
  // The session expired as the route opened and the request layer's prompt asked, with the same
  // choices (log in and come back, or go home): the gate does not ask again at this location, not
  // even once the prompt closes. A gate opening as the prompt closed was dismissed at once in the
  // browser, which sent the member home instead of to the login. The page is left to the prompt, as
  // when a session expires on a page.
  const [promptedAt, setPromptedAt] = useState<string | null>(null);
  if (promptAsks && promptedAt !== location.key) setPromptedAt(location.key);
  if (promptAsks || promptedAt === location.key) return <Outlet />;

  if (loggedIn || isOpenRoute(location.pathname, location.search)) return <Outlet />;
  // Spec 03 section 4: the special zone warns and goes back instead of offering the login.
  if (location.pathname === SPECIAL_PATH) return <BackWithWarning />;

  const logIn = () =>
    void navigate(loginPath({ oneId, pageId, rePath: location.pathname, search: location.search }));
  const goHome = () => void navigate('/');
  return <GateConfirm onLogIn={logIn} onGoHome={goHome} />;
}
