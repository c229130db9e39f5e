import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loginPromptOpenAtom } from '../state/login-prompt.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface LoginPromptProps {
  /** "Log in now": goes to the login page, keeping where the user was. */
  onLogin: () => void;
  /** "Keep browsing": goes home as a guest. */
  onKeepBrowsing: () => void;
}

/** The "please log in" confirm, opened when the server refuses the token (spec 01 section 4). */
export function LoginPrompt({ onLogin, onKeepBrowsing }: LoginPromptProps) {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useAtom(loginPromptOpenAtom);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <ConfirmDialog
      open={open}
      onDismiss={() => setOpen(false)}
      title={t('login.promptTitle')}
      confirmLabel={t('login.now')}
      onConfirm={choose(onLogin)}
      cancelLabel={t('login.keepBrowsing')}
      onCancel={choose(onKeepBrowsing)}
      confirmPalette="red"
    >
      {t('login.promptText')}
    </ConfirmDialog>
  );
}
