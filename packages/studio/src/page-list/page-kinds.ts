import type { PageType, Platform } from '../api/studio-types.ts';

/** The platforms a page may be of, in the order the studio offers them. */
export const PLATFORMS: readonly Platform[] = ['DZPT', 'HSHSC'];

/** The page types, in the order the studio offers them. */
export const PAGE_TYPES: readonly PageType[] = ['INDEX', 'CUSTOM', 'SPECIAL', 'SPECIALOFFER'];
