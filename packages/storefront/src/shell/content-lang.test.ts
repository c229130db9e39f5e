import { describe, expect, it } from 'vitest';
import { aroundContent, CONTENT_SLOT, contentLang } from './content-lang.ts';

describe('contentLang', () => {
  it('marks Chinese content in an English interface as zh-CN', () => {
    expect(contentLang('有机大米 5kg', 'en-US')).toBe('zh-CN');
    expect(contentLang('Organic rice 有机', 'en-US')).toBe('zh-CN');
  });

  it('leaves English content, empty content and a Chinese interface unmarked', () => {
    expect(contentLang('Wuchang rice 5kg', 'en-US')).toBeUndefined();
    expect(contentLang('', 'en-US')).toBeUndefined();
    expect(contentLang(null, 'en-US')).toBeUndefined();
    expect(contentLang('有机大米 5kg', 'zh-CN')).toBeUndefined();
  });
});

describe('aroundContent', () => {
  it('cuts a translated sentence around the content slot', () => {
    expect(aroundContent(`Store: ${CONTENT_SLOT}`)).toEqual(['Store: ', '']);
    expect(aroundContent(`${CONTENT_SLOT} 的商品`)).toEqual(['', ' 的商品']);
    expect(aroundContent('No slot')).toEqual(['No slot', '']);
  });
});
