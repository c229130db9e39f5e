import { useAccountAccessStrings } from '../account-access/useAccountAccessStrings.ts';
import { useNavigate } from 'react-router';
import { AccountPage } from '../account-access/AccountPage.tsx';
import { SignUpForm } from '../account-access/SignUpForm.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { toaster } from '../ui/toaster.ts';

/** How long the welcome message stays up. */
const WELCOME_TOAST_MS = 3_000;

/** `/signUp`: sign-up by binding a welfare card; the new member lands on the mall, logged in. */
export function SignUpRoute() {
  const { t } = useAccountAccessStrings();
  const navigate = useNavigate();
  return (
    <AccountPage title={t('signUp.title')} intro={t('signUp.intro')}>
      <SignUpForm
        onSignedUp={() => {
          toaster.create({ type: 'success', description: t('signUp.done'), duration: WELCOME_TOAST_MS });
          void navigate('/', { replace: true });
        }}
      />
      <ShellLink to="/login" color="red.600">
        {t('signUp.haveAccount')}
      </ShellLink>
    </AccountPage>
  );
}
