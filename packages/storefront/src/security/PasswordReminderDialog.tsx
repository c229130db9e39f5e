import { Dialog, Portal, Text } from '@chakra-ui/react';
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
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t(login ? 'security.reminder.loginTitle' : 'security.reminder.payTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Text color="fg.muted" mb="4">
                {t(login ? 'security.reminder.loginIntro' : 'security.reminder.payIntro')}
              </Text>
              {login ? <LoginPasswordForm /> : <PayPasswordPanel />}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
