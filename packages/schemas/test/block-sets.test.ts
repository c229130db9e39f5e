import { describe, expect, it } from 'vitest';
import { blockSetOfPage as blockSetOf } from '../src/block-sets.ts';

describe('blockSetOfPage', () => {
  it('renders a home page with the block set of its platform', () => {
    expect(blockSetOf({ pageType: 'INDEX', platform: 'HSHSC' })).toBe('HSHSC');
    expect(blockSetOf({ pageType: 'INDEX', platform: 'DZPT' })).toBe('default');
  });

  it('renders custom, special-zone and special-offer pages with the custom set, on either platform', () => {
    expect(blockSetOf({ pageType: 'CUSTOM', platform: 'DZPT' })).toBe('custom');
    expect(blockSetOf({ pageType: 'SPECIAL', platform: 'HSHSC' })).toBe('custom');
    expect(blockSetOf({ pageType: 'SPECIALOFFER' })).toBe('custom');
  });

  it('checks nothing for a page that does not say what it is', () => {
    expect(blockSetOf({})).toBeUndefined();
    expect(blockSetOf({ pageType: 'INDEX' })).toBeUndefined();
  });
});
