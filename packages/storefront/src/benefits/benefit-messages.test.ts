import { describe, expect, it } from 'vitest';
import { benefitMessages } from './benefit-messages.ts';

describe('the benefit-choice strings', () => {
  it('have every Chinese string in English too, and no English one without its Chinese', () => {
    expect(Object.keys(benefitMessages['en-US']).sort()).toEqual(
      Object.keys(benefitMessages['zh-CN']).sort(),
    );
  });

  it("word the family form's rules and the count rule as the server does", () => {
    const zh = benefitMessages['zh-CN'];
    expect([
      zh['benefit.family.rule.nameBlank'],
      zh['benefit.family.rule.mobile'],
      zh['benefit.family.rule.birthdayInFuture'],
      zh['benefit.family.rule.tooMany'],
      zh['benefit.select.countRule.fixed'],
    ]).toEqual([
      '请填写家属姓名',
      '请输入正确的手机号',
      '出生日期不能晚于今天',
      '最多添加10位家属',
      '请选择{{min}}项福利',
    ]);
  });
});
