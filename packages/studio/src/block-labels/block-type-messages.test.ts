import { BLOCK_TYPES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { blockTypeMessages } from './block-type-messages.ts';

const HAN = /\p{Script=Han}/u;
const LOCALES = ['zh-CN', 'en-US'] as const;

describe('blockTypeMessages', () => {
  it('names and describes every block type in both languages, and no other', () => {
    const needed = BLOCK_TYPES.flatMap((type) => [`${type}.name`, `${type}.description`]);
    for (const locale of LOCALES) {
      const catalogue = blockTypeMessages[locale];
      expect(
        needed.filter((key) => !catalogue[key]),
        locale,
      ).toEqual([]);
      expect(Object.keys(catalogue).sort(), locale).toEqual([...needed].sort());
    }
  });

  it('calls a carousel 轮播图 and a banner advert 横幅广告', () => {
    expect(blockTypeMessages['zh-CN']['carousel.name']).toBe('轮播图');
    expect(blockTypeMessages['en-US']['carousel.name']).toBe('Carousel');
    expect(blockTypeMessages['zh-CN']['bannerAdvert.name']).toBe('横幅广告');
    expect(blockTypeMessages['en-US']['bannerAdvert.name']).toBe('Banner advert');
  });

  it('writes the Chinese in Chinese and the English without Chinese', () => {
    expect(Object.values(blockTypeMessages['zh-CN']).filter((text) => !HAN.test(text))).toEqual([]);
    expect(Object.values(blockTypeMessages['en-US']).filter((text) => HAN.test(text))).toEqual([]);
  });
});
