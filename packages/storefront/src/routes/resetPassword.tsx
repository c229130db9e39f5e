import { Text } from '@chakra-ui/react';
import { useAccountAccessStrings } from '../account-access/useAccountAccessStrings.ts';
import { useLocation, useNavigate } from 'react-router';
import { postResetPassword } from '../api/account-access.ts';
import { AccountPage } from '../account-access/AccountPage.tsx';
import type { ResetTicket } from '../account-access/ForgetPasswordForm.tsx';
import { NewPasswordForm } from '../account-access/NewPasswordForm.tsx';
import { RecoverySteps } from '../account-access/RecoverySteps.tsx';
import { encryptPassword } from '../api/encrypt-password.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';

/** How long the "password reset" message stays up. */
const DONE_TOAST_MS = 5_000;

/** The ticket /forgetPassword left in the history state, if that is what the state holds. */
function readTicket(state: unknown): ResetTicket | null {
  if (!state || typeof state !== 'object') return null;
  const { username, code } = state as Partial<Record<keyof ResetTicket, unknown>>;
  return typeof username === 'string' && typeof code === 'string' && username && code
    ? { username, code }
    : null;
}

/**
 * `/resetPassword`: the new password and its confirmation for the login name /forgetPassword
 * verified; afterwards the member logs in with it. Opened without a verification, it sends the
 * user to verify first.
 */
export function ResetPasswordRoute() {
  const { t } = useAccountAccessStrings();
  const navigate = useNavigate();
  const ticket = readTicket(useLocation().state);

  if (!ticket) {
    return (
      <PageFrame>
        <StatusMessage
          title={t('reset.notVerified')}
          description={t('reset.notVerifiedText')}
          action={{ label: t('reset.goVerify'), onClick: () => void navigate('/forgetPassword') }}
        />
      </PageFrame>
    );
  }

  async function save(password: string): Promise<string | null> {
    if (!ticket) return null;
    try {
      const outcome = await postResetPassword({
        username: ticket.username,
        code: ticket.code,
        newPassword: await encryptPassword(password),
      });
      if (!outcome.ok) return outcome.message;
    } catch {
      // The request layer has shown the server's message.
      return null;
    }
    toaster.create({ type: 'success', description: t('reset.done'), duration: DONE_TOAST_MS });
    void navigate('/login', { replace: true });
    return null;
  }

  return (
    <AccountPage title={t('reset.title')}>
      <RecoverySteps current={2} />
      <Text>{t('reset.forUser', { username: ticket.username })}</Text>
      <NewPasswordForm onSubmit={save} />
      <ShellLink to="/login" color="red.600">
        {t('forgot.backToLogin')}
      </ShellLink>
    </AccountPage>
  );
}
