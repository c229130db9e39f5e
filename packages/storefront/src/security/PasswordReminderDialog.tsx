import { Text } from '@chakra-ui/react';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { LoginPasswordForm } from './LoginPasswordForm.tsx';
import type { PasswordReminderStep } from './password-reminder.ts';
import { PayPasswordPanel } from './PayPasswordPanel.tsx';
import { useSecurityStrings } from './useSecurityStrings.ts';

export interface PasswordReminderDialogProps {
  /** Which password the member must change now. */
  step: PasswordReminderStep;
}

/**
 * The blocking dialog of the password reminder: no close button, and neither Escape nor a click
 * outside closes it; the page behind is inert while it is open. It goes when the stored member no
 * longer needs it (the host decides).
 */
export function PasswordReminderDialog({ step }: PasswordReminderDialogProps) {
  const { t } = useSecurityStrings();
  const login = step === 'login';
  return (
    <DialogFrame
      role="alertdialog"
      title={t(login ? 'security.reminder.loginTitle' : 'security.reminder.payTitle')}
    >
      <Text color="fg.muted" mb="4">
        {t(login ? 'security.reminder.loginIntro' : 'security.reminder.payIntro')}
      </Text>
      {login ? <LoginPasswordForm /> : <PayPasswordPanel />}
    </DialogFrame>
  );
}
