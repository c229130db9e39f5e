import { useAfterFirstFrame } from '@mall/blocks';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster.ts';

const ToasterWindow = lazy(() => import('./ToasterWindow.tsx').then((m) => ({ default: m.ToasterWindow })));

/** Whether `toaster` has been asked for a message since the page loaded. */
let asked = false;

function subscribeToFirstMessage(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    asked = true;
    onChange();
  });
}

/**
 * Renders the messages created through `toaster` (request errors, block notices), from the first one
 * on. Their code (Chakra's toast, the toast machine) comes in a chunk of its own with that first
 * message: it was part of the JS every page loads first, for messages most visits never show
 * (issue 26). The store itself is in `toaster.ts`, so a message created before then waits in it and
 * shows as the toaster mounts.
 *
 * Not before the first frame either: on mounting, the toast machine subscribes to its store and
 * renders synchronously (`flushSync`), which, while the page hydrated, made one long task of the
 * rest of the hydration.
 */
export function AppToaster() {
  const painted = useAfterFirstFrame();
  const wanted = useSyncExternalStore(
    subscribeToFirstMessage,
    () => asked || toaster.getCount() > 0,
    () => false,
  );
  if (!painted || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterWindow />
    </Suspense>
  );
}
