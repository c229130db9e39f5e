import { describe, expect, it } from 'vitest';
import { blockFolder } from './block-folder.ts';

describe('blockFolder', () => {
  it.each([
    ['carousel', 'carousel'],
    ['hotShow', 'hot-show'],
    ['carousel1', 'carousel-1'],
    ['iconZone1', 'icon-zone-1'],
    ['customCateNavTwo', 'custom-cate-nav-two'],
    ['specialOfferApplicationsSelection', 'special-offer-applications-selection'],
  ])('puts %s in %s', (type, folder) => {
    expect(blockFolder(type)).toBe(folder);
  });
});
