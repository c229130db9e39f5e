import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react';

type ToastStore = CreateToasterReturn;

let store: ToastStore | undefined;
let loading: Promise<ToastStore> | undefined;
let serial = 0;
let asked = false;
const listeners = new Set<() => void>();

/** The toast store, loaded once (`toast-store.ts`); `<AppToaster />` renders it from the first message on. */
export function loadToastStore(): Promise<ToastStore> {
  loading ??= import('./toast-store.ts').then(({ toastStore }) => (store = toastStore));
  return loading;
}

/**
 * The app's one toaster: request errors, block notices, what a button did. Its store and Chakra's
 * toast code come with the first message, not with every page (issue 26: the toast package was in
 * the JS every page loads first, for messages most visits never show). A message asked for before
 * they have come shows as they come, in order; one with an `id` already showing renews it, as
 * Chakra's toaster does.
 */
export const toaster = {
  /** Shows a message; answers its id (the one given, else a new one). */
  create(options: ToastOptions): string {
    asked = true;
    const id = options.id ?? `toast-${++serial}`;
    const withId = { ...options, id };
    if (store) store.create(withId);
    else
      void loadToastStore().then(
        (loaded) => loaded.create(withId),
        // Without its code no message can show; the page goes on.
        () => undefined,
      );
    for (const listener of listeners) listener();
    return id;
  },
  /** Removes the message `id`, or every message. */
  remove(id?: string): void {
    store?.remove(id);
  },
  /** The messages showing: none before the first was asked for. */
  getVisibleToasts(): ReturnType<ToastStore['getVisibleToasts']> {
    return store?.getVisibleToasts() ?? [];
  },
  /** Calls `listener` at every message asked for; answers how to stop. */
  onCreate(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether a message has been asked for since the page loaded. */
  hasBeenAsked(): boolean {
    return asked;
  },
};

/** How long an error message stays up (spec 01 section 8). */
export const ERROR_TOAST_DURATION_MS = 10_000;
