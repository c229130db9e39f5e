import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

/** The prompt of {@link ConfirmDialog}, in the chunk of its own that the door loads. */
export function ConfirmDialogWindow({
  open,
  content,
  title,
  onConfirm,
  onCancel,
  onDismiss,
}: ConfirmDialogProps) {
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
