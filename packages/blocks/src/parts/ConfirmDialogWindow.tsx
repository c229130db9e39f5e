import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** The text to confirm; line breaks are kept. */
  content: string;
  /** Title. Defaults to the catalogue's 'prompt' (提示). */
  title?: string;
  /** The OK button. */
  onConfirm: () => void;
  /** The Cancel button; without it there is no Cancel button. */
  onCancel?: () => void;
  /** Closing without choosing (Esc, the close button, a click outside). */
  onDismiss: () => void;
}

/** A small modal prompt with OK (and optionally Cancel), as the mall shows before some links. */
export function ConfirmDialog({ open, content, title, onConfirm, onCancel, onDismiss }: ConfirmDialogProps) {
  const { t } = useBlockTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
      role="alertdialog"
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? t('common.prompt')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{content}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              {onCancel ? (
                <Button variant="outline" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              ) : null}
              <Button colorPalette="brand" onClick={onConfirm}>
                {t('common.ok')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
