import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** Closed without a choice: Escape, a click outside, the close button. */
  onDismiss: () => void;
  /** The dialog's title, which is also its accessible name. */
  title: string;
  /** What the user is asked or told. */
  children: ReactNode;
  /** The emphasised button, last in the footer. */
  confirmLabel: string;
  onConfirm: () => void;
  /** The outline button, first in the footer. */
  cancelLabel: string;
  /** Defaults to `onDismiss`. */
  onCancel?: () => void;
  /** Colour of the confirm button: `red` where the mall asks the user to log in. Defaults to `brand`. */
  confirmPalette?: 'brand' | 'red';
  /** Accessible name of a close button in the corner; without it there is none. */
  closeLabel?: string;
  /** Defaults to the theme's dialog size (`md`). */
  size?: 'sm' | 'md';
  /** `dialog` for a dialog that reports rather than asks. Defaults to `alertdialog`. */
  role?: 'alertdialog' | 'dialog';
  /** Whether a click outside dismisses it. Defaults to `true`. */
  closeOnInteractOutside?: boolean;
}

/**
 * The storefront's centred two-button dialog: a title, a body, then cancel and confirm. Focus,
 * Escape and the focus trap are Chakra's; the parent owns `open`.
 */
export function ConfirmDialog({
  open,
  onDismiss,
  title,
  children,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel = onDismiss,
  confirmPalette = 'brand',
  closeLabel,
  size,
  role = 'alertdialog',
  closeOnInteractOutside = true,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onDismiss={onDismiss}
      title={title}
      role={role}
      size={size}
      closeOnInteractOutside={closeOnInteractOutside}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette={confirmPalette} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
