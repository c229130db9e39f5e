import { useState } from 'react';
import { useNavigate } from 'react-router';
import { InfoPage } from '../help-centre/InfoPage.tsx';
import { useHelpStrings } from '../help-centre/useHelpStrings.ts';
import { logoutTarget } from '../session/logout-target.ts';
import { leavingHref } from '../session/sso-login.ts';
import { readLogoutState } from '../session/useLogout.ts';

/**
 * `/qpLogout`: where a logout of the disposable-card (QP) flow lands. It says the member has
 * logged out; "log in again" goes where logout would send them (spec 01 section 4), read once when
 * the page opens, before the rest of the session is forgotten.
 */
export function QpLogoutRoute() {
  const { t } = useHelpStrings();
  const navigate = useNavigate();
  const [target] = useState(() => logoutTarget(readLogoutState()));
  const logInAgain = () => {
    if (target.kind === 'internal') void navigate(target.path);
    else window.location.assign(leavingHref(target));
  };
  return (
    <InfoPage
      title={t('qpLogout.title')}
      lines={[t('qpLogout.text')]}
      action={{ label: t('qpLogout.login'), onClick: logInAgain }}
    />
  );
}
