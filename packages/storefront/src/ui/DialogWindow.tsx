import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { DialogFrameProps } from './DialogFrame.tsx';

/** `DialogFrame`'s dialog, once it has been opened: a chunk of its own (DialogFrame.tsx says why). */
export function DialogWindow({
  open = true,
  title,
  children,
  footer,
  onDismiss,
  role = 'dialog',
  size,
  widthPx,
  scrollsInside = false,
  closeOnInteractOutside = true,
  closeLabel,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss?.();
      }}
      role={role}
      placement="center"
      size={size}
      scrollBehavior={scrollsInside ? 'inside' : undefined}
      closeOnEscape={onDismiss !== undefined}
      closeOnInteractOutside={onDismiss !== undefined && closeOnInteractOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(widthPx ? { w: `${widthPx}px`, maxW: `${widthPx}px` } : {})}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closeLabel ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
