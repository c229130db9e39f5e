import { createContext, useContext, type ReactNode } from 'react';
import type { BlockServices } from './types.ts';

const BlockServicesContext = createContext<BlockServices | null>(null);

/** Provides the host's services to every block below it. */
export function BlockServicesProvider({
  services,
  children,
}: {
  services: BlockServices;
  children: ReactNode;
}) {
  return <BlockServicesContext.Provider value={services}>{children}</BlockServicesContext.Provider>;
}

/** The host's services; throws outside `<BlockServicesProvider>` so a missing host fails loudly. */
export function useBlockServices(): BlockServices {
  const services = useContext(BlockServicesContext);
  if (!services) throw new Error('useBlockServices must be used inside <BlockServicesProvider>');
  return services;
}
