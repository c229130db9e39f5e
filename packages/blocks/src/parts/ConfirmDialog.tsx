import { lazy, Suspense, useState } from 'react';

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

/** Loads the prompt's code ahead of its first opening ({@link PRELOAD_CONFIRM_ON_INTENT}), and at it. */
export const preloadConfirmDialog = () => import('./ConfirmDialogWindow.tsx');

const ConfirmDialogWindow = lazy(() =>
  preloadConfirmDialog().then((module) => ({ default: module.ConfirmDialogWindow })),
);

const preload = () => void preloadConfirmDialog().catch(() => {});

/**
 * Handlers for what opens a prompt: the pointer over it, a finger on it or the focus in it comes
 * before its click or tap, and loads the prompt's code then. A load that fails is asked for again
 * at the opening.
 */
export const PRELOAD_CONFIRM_ON_INTENT = {
  onPointerEnter: preload,
  onTouchStart: preload,
  onFocus: preload,
} as const;

/**
 * A small modal prompt with OK (and optionally Cancel), as the mall shows before some links.
 *
 * Mounted when first opened, then kept (to close with its animation). Its code (Chakra's dialog, its
 * machine, the focus trap) comes in a chunk of its own: the home page's icon zones each hold a
 * prompt, which loaded the dialog's code with the page's first JS and ran a dialog machine while the
 * page hydrated, for a prompt most visitors never see (issue 26).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogWindow {...props} />
    </Suspense>
  );
}
