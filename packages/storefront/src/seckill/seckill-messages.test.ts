import { describe, expect, it } from 'vitest';
import { seckillMessages } from './seckill-messages.ts';

describe('the /seckill strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(Object.keys(seckillMessages['en-US']).sort()).toEqual(
      Object.keys(seckillMessages['zh-CN']).sort(),
    );
  });
});
