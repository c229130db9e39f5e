import { useAfterFirstFrame } from '@mall/blocks';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toaster } from './toaster.ts';

const ToasterWindow = lazy(() => import('./ToasterWindow.tsx').then((m) => ({ default: m.ToasterWindow })));

/**
 * Renders the messages created through `toaster` (request errors, block notices), from the first one
 * on. Their code (Chakra's toast, the toast machine) comes in a chunk of its own with that first
 * message (`toaster.ts`), which shows as the toaster mounts.
 *
 * Not before the first frame either: on mounting, the toast machine subscribes to its store and
 * renders synchronously (`flushSync`), which, while the page hydrated, made one long task of the
 * rest of the hydration.
 */
export function AppToaster() {
  const painted = useAfterFirstFrame();
  const wanted = useSyncExternalStore(toaster.onCreate, toaster.hasBeenAsked, () => false);
  if (!painted || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterWindow />
    </Suspense>
  );
}
