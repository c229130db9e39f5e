import { useBlockServices } from './BlockServices.tsx';
import type { BlockUser } from './types.ts';

/** The logged-in member, or `null` for a guest. */
export function useBlockUser(): BlockUser | null {
  return useBlockServices().user;
}
