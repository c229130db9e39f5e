import { Button, Checkbox } from '@chakra-ui/react';
import type { Popup } from '@mall/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { SafeHtml } from './SafeHtml.tsx';

/** Width of a popup, in px (spec 01: popups are 800 px modals). */
export const POPUP_DIALOG_WIDTH = 800;

export interface PopupDialogProps {
  popup: Popup;
  /** The popup was closed (acknowledge, the close button, Esc), with the 'don't show again' choice. */
  onClose: (dontShowAgain: boolean) => void;
  /** Only the acknowledge button: no 'don't show again', no close button. Defaults to `false`. */
  acknowledgeOnly?: boolean;
}

/**
 * One popup after login: its title, its sanitised HTML message, a 'don't show again' checkbox and
 * an acknowledge button, in an 800 px modal. A click outside does not close it: the member must
 * have seen it.
 */
export function PopupDialog({ popup, onClose, acknowledgeOnly = false }: PopupDialogProps) {
  const { t } = useTranslation('storefront');
  const [dontShowAgain, setDontShowAgain] = useState(false);
  return (
    <DialogFrame
      title={popup.popupTitle}
      onDismiss={() => onClose(dontShowAgain)}
      widthPx={POPUP_DIALOG_WIDTH}
      scrollsInside
      closeOnInteractOutside={false}
      closeLabel={acknowledgeOnly ? undefined : t('popup.close')}
      footer={
        <>
          {acknowledgeOnly ? null : (
            // Pushes the button to the far end: the checkbox at the start, the button at the end.
            <Checkbox.Root
              me="auto"
              checked={dontShowAgain}
              onCheckedChange={(details) => setDontShowAgain(details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('popup.dontShowAgain')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Button colorPalette="red" onClick={() => onClose(dontShowAgain)}>
            {t('popup.acknowledge')}
          </Button>
        </>
      }
    >
      <SafeHtml html={popup.popupMessage} />
    </DialogFrame>
  );
}
