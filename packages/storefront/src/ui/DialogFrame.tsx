import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface DialogFrameProps {
  /** Defaults to `true`: a dialog the parent renders only while it is needed. */
  open?: boolean;
  /** The dialog's title, which is also its accessible name. */
  title: string;
  /** What the user reads or fills in. */
  children: ReactNode;
  /** The buttons at the bottom; none without it. */
  footer?: ReactNode;
  /**
   * Closed without a choice: Escape, a click outside, the close button. Without it the dialog cannot
   * be dismissed at all (a gate the member must pass: verification, consent, a password change).
   */
  onDismiss?: () => void;
  /** `alertdialog` for one that asks or warns. Defaults to `dialog`. */
  role?: 'alertdialog' | 'dialog';
  /** Defaults to the theme's dialog size (`md`). */
  size?: 'sm' | 'md' | 'lg';
  /** A fixed width in CSS pixels (a popup, a certificate), over `size`. Defaults to none. */
  widthPx?: number;
  /** A long body scrolls inside the dialog rather than the page (a parcel's traces). Defaults to `false`. */
  scrollsInside?: boolean;
  /** Whether a click outside dismisses a dismissable dialog. Defaults to `true`. */
  closeOnInteractOutside?: boolean;
  /** Accessible name of a close button in the corner; without it there is none. */
  closeLabel?: string;
}

/** The storefront's centred dialog: a title, a body and, where it has them, its buttons. */
export function DialogFrame({
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
  // Mounted when first opened, then kept (to close with its animation): a closed dialog is a dialog
  // machine with its effects and a portal, and the shell keeps some on every page (the login
  // prompt, the language switch's confirm), work each page did while it hydrated (issue 26).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
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
