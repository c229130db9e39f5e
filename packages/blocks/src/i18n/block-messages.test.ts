import { describe, expect, it } from 'vitest';
import { blockMessages } from './block-messages.ts';

describe('blockMessages', () => {
  it('has every string in both zh-CN and en-US', () => {
    expect(Object.keys(blockMessages['en-US']).sort()).toEqual(Object.keys(blockMessages['zh-CN']).sort());
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, zh] of Object.entries(blockMessages['zh-CN'])) {
      expect(placeholders(blockMessages['en-US'][key] ?? ''), key).toEqual(placeholders(zh));
    }
  });
});
