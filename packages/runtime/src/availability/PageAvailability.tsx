import { createContext, useContext, type ReactNode } from 'react';
import type { AvailabilityBatch } from './availability-batch.ts';

const PageAvailabilityContext = createContext<AvailabilityBatch | null>(null);

/** Hands the page's one availability call to every block below it (set by `<PageRenderer>`). */
export function PageAvailabilityProvider({
  batch,
  children,
}: {
  batch: AvailabilityBatch | null;
  children: ReactNode;
}) {
  return <PageAvailabilityContext.Provider value={batch}>{children}</PageAvailabilityContext.Provider>;
}

/** The page's availability batch, or `null` outside a `<PageRenderer>` or on a page without plans. */
export function usePageAvailability(): AvailabilityBatch | null {
  return useContext(PageAvailabilityContext);
}
