import { describe, expect, it } from 'vitest';
import { disposableCardMessages } from './disposable-card-messages.ts';

describe('the disposable-card strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(Object.keys(disposableCardMessages['en-US']).sort()).toEqual(
      Object.keys(disposableCardMessages['zh-CN']).sort(),
    );
  });
});
