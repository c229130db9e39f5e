import { describe, expect, it } from 'vitest';
import { flexibleBenefitMessages } from './flexible-benefit-messages.ts';

describe('the flexible benefit strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(Object.keys(flexibleBenefitMessages['en-US']).sort()).toEqual(
      Object.keys(flexibleBenefitMessages['zh-CN']).sort(),
    );
  });
});
