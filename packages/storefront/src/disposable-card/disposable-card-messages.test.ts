import { describe, expect, it } from 'vitest';
import { disposableCardMessages } from './disposable-card-messages.ts';

// An English plural is two keys (`<key>_one`, `<key>_other`) where Chinese has the key alone.
const stems = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(one|other)$/, '')))].sort();

describe('the disposable-card strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(stems(Object.keys(disposableCardMessages['en-US']))).toEqual(
      stems(Object.keys(disposableCardMessages['zh-CN'])),
    );
  });
});
