import { describe, expect, it } from 'vitest';
import { checkFamilyDraft, chinaToday, familyInputOf, type FamilyDraft } from './family-rules.ts';

// 2026-03-01 17:00 in China.
const NOW = new Date('2026-03-01T09:00:00.000Z');
const DRAFT: FamilyDraft = { name: '刘洋', relation: 'SPOUSE', mobile: '13812345678', birthday: '' };

describe('the family form rules', () => {
  it('let a complete draft through, a birthday left out sent as none', () => {
    expect(checkFamilyDraft(DRAFT, NOW)).toEqual({});
    expect(familyInputOf(DRAFT)).toEqual({ ...DRAFT, birthday: null });
  });

  it.each([
    [{ name: '  ' }, { name: 'benefit.family.rule.nameBlank' }],
    [{ name: '张'.repeat(21) }, { name: 'benefit.family.rule.nameTooLong' }],
    [{ name: '刘 洋 ' }, { name: 'benefit.family.rule.nameSpaces' }],
    [{ relation: '' as const }, { relation: 'benefit.family.rule.relation' }],
    [{ mobile: '' }, { mobile: 'benefit.family.rule.mobileBlank' }],
    [{ mobile: '2381234567' }, { mobile: 'benefit.family.rule.mobile' }],
    [{ birthday: '2018-02-30' }, { birthday: 'benefit.family.rule.birthday' }],
    [{ birthday: '2026-03-02' }, { birthday: 'benefit.family.rule.birthdayInFuture' }],
  ])('say what is wrong with %o', (change, errors) => {
    expect(checkFamilyDraft({ ...DRAFT, ...change }, NOW)).toEqual(errors);
  });

  it("count today by China's calendar, as the server does", () => {
    expect(chinaToday(new Date('2026-03-01T16:30:00.000Z'))).toBe('2026-03-02');
    expect(checkFamilyDraft({ ...DRAFT, birthday: '2026-03-01' }, NOW)).toEqual({});
  });
});
