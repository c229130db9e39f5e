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

/** Which platform entries a member may use (userInfo.platformPermission): 'HSHSC', 'DZPT' or 'ALL'. */
export type PlatformPermission = 'HSHSC' | 'DZPT' | 'ALL';

/**
 * The platforms whose header entry a member sees ('my mall' for HSHSC, 'exclusive homepage' for
 * DZPT), in that order. An unknown or missing permission shows neither.
 */
export function permittedPlatforms(permission: string | null | undefined): Array<'HSHSC' | 'DZPT'> {
  switch (permission) {
    case 'ALL':
      return ['HSHSC', 'DZPT'];
    case 'HSHSC':
      return ['HSHSC'];
    case 'DZPT':
      return ['DZPT'];
    default:
      return [];
  }
}
