import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPage } from '../account-access/AccountPage.tsx';
import { landingAfterLogin } from '../session/login-landing.ts';
import { LoginMethods } from '../account-access/LoginMethods.tsx';
import { pageIdAtom } from '../state/session.ts';

/**
 * `/login?oneId&pageId&rePath&query`: password or welfare-card login; afterwards back to `rePath`
 * with the `query` JSON restored (spec 01 section 2.2), else to the enterprise's login url, else home.
 */
export function LoginRoute() {
  const { t } = useTranslation('storefront');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPageId = useSetAtom(pageIdAtom);
  const pageId = searchParams.get('pageId');
  const goOn = () => {
    if (pageId) setPageId(pageId);
    void landingAfterLogin(searchParams.get('rePath'), searchParams.get('query')).then((path) =>
      navigate(path, { replace: true }),
    );
  };

  return (
    <AccountPage title={t('auth.title')}>
      <LoginMethods oneId={searchParams.get('oneId')} pageId={pageId} onLoggedIn={goOn} />
    </AccountPage>
  );
}
