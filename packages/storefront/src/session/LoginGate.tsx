import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { toaster } from '../shell/toaster.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom } from '../state/session.ts';
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
 * The root route's element: routes outside the open list (spec 01 section 2.1) render only for a
 * member; a guest gets a confirm asking to log in (OK -> /login with the return path and query,
 * cancel -> /). The token is read on each navigation, so a session that expires on a page is left
 * to the login prompt rather than blanking the page.
 */
export function LoginGate() {
  const location = useLocation();
  const token = useAtomValue(accessTokenAtom);
  const oneId = useAtomValue(oneIdAtom);
  const pageId = useAtomValue(pageIdAtom);
  const navigate = useNavigate();
  const { t } = useTranslation('storefront');

  // Set state during render (React's documented pattern) so the check runs before the page mounts.
  const [entry, setEntry] = useState({ key: location.key, token });
  if (entry.key !== location.key) setEntry({ key: location.key, token });
  const hasToken = Boolean(entry.key === location.key ? entry.token : token);

  if (hasToken || isOpenRoute(location.pathname, location.search)) return <Outlet />;
  // Spec 03 section 4: the special zone warns and goes back instead of offering the login.
  if (location.pathname === SPECIAL_PATH) return <BackWithWarning />;

  const logIn = () =>
    void navigate(loginPath({ oneId, pageId, rePath: location.pathname, search: location.search }));
  const goHome = () => void navigate('/');
  return (
    <ConfirmDialog
      open
      onDismiss={goHome}
      title={t('gate.title')}
      confirmLabel={t('gate.ok')}
      onConfirm={logIn}
      cancelLabel={t('gate.cancel')}
      confirmPalette="red"
      closeOnInteractOutside={false}
    >
      {t('gate.text')}
    </ConfirmDialog>
  );
}
