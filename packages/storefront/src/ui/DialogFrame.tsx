import { lazy, Suspense, useState, type ReactNode } from 'react';

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

/** Loads the dialogs' code ahead of a first opening (`usePreloadOnFirstInput`), and at it. */
export const preloadDialogWindow = () => import('./DialogWindow.tsx');

const DialogWindow = lazy(() => preloadDialogWindow().then((module) => ({ default: module.DialogWindow })));

/**
 * The storefront's centred dialog: a title, a body and, where it has them, its buttons.
 *
 * Mounted when first opened, then kept (to close with its animation): a closed dialog is a dialog
 * machine with its effects and a portal, and the shell keeps some on every page (the login prompt,
 * the language switch's confirm), work each page did while it hydrated (issue 26). Its code
 * (Chakra's dialog, its machine, the focus trap) comes in a chunk of its own, loaded at the
 * visitor's first input or at the first opening, whichever is first: it was part of the JS every
 * page loads first.
 */
export function DialogFrame(props: DialogFrameProps) {
  const open = props.open ?? true;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogWindow {...props} />
    </Suspense>
  );
}
