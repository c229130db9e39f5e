import { describe, expect, it } from 'vitest';
import { studioMessages } from './studio-messages.ts';

// i18next picks `<key>_one` / `<key>_other` by count in English; Chinese has one form, the key itself.
const stem = (key: string) => key.replace(/_(one|other)$/, '');

describe('the studio’s words', () => {
  it('are written in both languages, key for key', () => {
    const zh = new Set(Object.keys(studioMessages['zh-CN']).map(stem));
    const en = new Set(Object.keys(studioMessages['en-US']).map(stem));
    expect(
      [...zh].filter((key) => !en.has(key)),
      'missing in English',
    ).toEqual([]);
    expect(
      [...en].filter((key) => !zh.has(key)),
      'missing in Chinese',
    ).toEqual([]);
  });

  it('are Chinese in Chinese and English in English', () => {
    const han = /\p{Script=Han}/u;
    const englishWithHan = Object.entries(studioMessages['en-US']).filter(([, text]) => han.test(text));
    expect(englishWithHan).toEqual([]);
    const chineseWithoutHan = Object.entries(studioMessages['zh-CN']).filter(
      ([key, text]) =>
        !han.test(text) && !['app.operator', 'history.separator', 'lilishop.separator'].includes(key),
    );
    expect(chineseWithoutHan).toEqual([]);
  });

  it('give an English plural both forms', () => {
    const keys = Object.keys(studioMessages['en-US']);
    const plural = keys.filter((key) => /_(one|other)$/.test(key)).map(stem);
    for (const key of new Set(plural)) {
      expect(keys, key).toEqual(expect.arrayContaining([`${key}_one`, `${key}_other`]));
    }
  });
});
