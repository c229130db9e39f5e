import { useState } from 'react';
import { useAccountAccessStrings } from '../account-access/useAccountAccessStrings.ts';
import { useNavigate } from 'react-router';
import { AccountPage } from '../account-access/AccountPage.tsx';
import { ForgetPasswordForm } from '../account-access/ForgetPasswordForm.tsx';
import { RecoverySteps } from '../account-access/RecoverySteps.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';

/**
 * `/forgetPassword`: the login name, then the SMS code to its mobile; a checked code goes on to
 * /resetPassword in the history state (never in the URL, where it would be logged).
 */
export function ForgetPasswordRoute() {
  const { t } = useAccountAccessStrings();
  const navigate = useNavigate();
  const [step, setStep] = useState<0 | 1>(0);
  return (
    <AccountPage title={t('forgot.title')}>
      <RecoverySteps current={step} />
      <ForgetPasswordForm
        onStepChange={setStep}
        onVerified={(ticket) => void navigate('/resetPassword', { state: ticket })}
      />
      <ShellLink to="/login" color="red.600">
        {t('forgot.backToLogin')}
      </ShellLink>
    </AccountPage>
  );
}
