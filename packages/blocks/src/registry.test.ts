import { BLOCK_TYPES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import {
  BANNER_ADVERT_HEIGHT,
  CAROUSEL_HEIGHT,
  FLASH_BUY_HEIGHT,
  NOTICE_SHOW_HEIGHT,
} from './block-heights.ts';
import { blockRegistry } from './registry.ts';

describe('blockRegistry', () => {
  it('knows every block type that has a schema', () => {
    expect([...blockRegistry.types].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('loads a component for every type', async () => {
    const loads = blockRegistry.preload(BLOCK_TYPES);
    for (const type of BLOCK_TYPES) {
      expect(typeof (await loads.get(type))).toBe('function');
    }
  });

  it('shows flash buy to members only', () => {
    expect(blockRegistry.get('flashBuy')?.requiresLogin).toBe(true);
    expect(blockRegistry.get('carousel')?.requiresLogin).toBeFalsy();
  });

  it('reserves the real height of the fixed-size blocks while they load', () => {
    expect(blockRegistry.get('carousel')?.skeletonHeight).toBe(CAROUSEL_HEIGHT);
    expect(CAROUSEL_HEIGHT).toBe(453);
    expect(blockRegistry.get('bannerAdvert')?.skeletonHeight).toBe(BANNER_ADVERT_HEIGHT);
    expect(BANNER_ADVERT_HEIGHT).toBe(100);
    expect(blockRegistry.get('noticeShow')?.skeletonHeight).toBe(NOTICE_SHOW_HEIGHT);
    expect(blockRegistry.get('flashBuy')?.skeletonHeight).toBe(FLASH_BUY_HEIGHT);
  });
});
