import { LoginPasswordForm } from '../security/LoginPasswordForm.tsx';
import { useSecurityStrings } from '../security/useSecurityStrings.ts';
import { TitledPage } from '../shell/TitledPage.tsx';

/**
 * `/home/loginPassword` (members): the login-password change of spec 03 section 5. The member
 * stays logged in here; their other logins end.
 */
export function LoginPasswordRoute() {
  const { t } = useSecurityStrings();
  return (
    <TitledPage title={t('security.loginPassword.title')} intro={t('security.loginPassword.intro')}>
      <LoginPasswordForm />
    </TitledPage>
  );
}
