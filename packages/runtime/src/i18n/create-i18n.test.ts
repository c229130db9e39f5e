import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './create-i18n.ts';

const catalogue = {
  'zh-CN': { sold: '已兑 {{count, number}}' },
  'en-US': { sold: '{{count, number}} redeemed' },
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createI18n', () => {
  it('writes a whole number with its digits grouped as Intl does, in both languages, without making an Intl formatter', () => {
    const intl = vi.spyOn(Intl, 'NumberFormat');
    const zh = createI18n('zh-CN', { shop: catalogue });
    const en = createI18n('en-US', { shop: catalogue });

    expect(zh.t('sold', { ns: 'shop', count: 1234567 })).toBe('已兑 1,234,567');
    expect(en.t('sold', { ns: 'shop', count: 1234567 })).toBe('1,234,567 redeemed');
    expect(en.t('sold', { ns: 'shop', count: 0 })).toBe('0 redeemed');
    expect(en.t('sold', { ns: 'shop', count: -4200 })).toBe('-4,200 redeemed');
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
    for (const locale of ['zh-CN', 'en-US'])
      for (const count of [0, 7, 999, 1000, 1234567, -4200])
        expect(createI18n(locale as 'zh-CN', { shop: catalogue }).t('sold', { ns: 'shop', count })).toContain(
          new Intl.NumberFormat(locale).format(count),
        );
  });

  it('leaves a number with decimals to Intl', () => {
    const en = createI18n('en-US', { shop: catalogue });

    expect(en.t('sold', { ns: 'shop', count: 1234.5 })).toBe('1,234.5 redeemed');
  });
});
