import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { loginPromptOpenAtom } from '../state/login-prompt.ts';

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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('login.promptTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('login.promptText')}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={choose(onKeepBrowsing)}>
                {t('login.keepBrowsing')}
              </Button>
              <Button colorPalette="red" onClick={choose(onLogin)}>
                {t('login.now')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
