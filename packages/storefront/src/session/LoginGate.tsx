import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
import { accessTokenAtom, oneIdAtom, pageIdAtom } from '../state/session.ts';
import { loginPath } from './login-path.ts';
import { isOpenRoute } from './open-routes.ts';

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
