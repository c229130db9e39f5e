import type { PlatformCode } from '@mall/runtime';
import { atomWithStorage } from 'jotai/utils';
import { plainStringStorage } from './plain-string-storage.ts';

const PLATFORMS: readonly PlatformCode[] = ['HSHSC', 'DZPT', 'YCXK'];

function isPlatform(stored: string): stored is PlatformCode {
  return (PLATFORMS as readonly string[]).includes(stored);
}

/** The storefront platform (localStorage `platform`). Defaults to `HSHSC`. */
export const platformAtom = atomWithStorage<PlatformCode>(
  'platform',
  'HSHSC',
  plainStringStorage<PlatformCode>((stored) => (isPlatform(stored) ? stored : undefined)),
  { getOnInit: true },
);
