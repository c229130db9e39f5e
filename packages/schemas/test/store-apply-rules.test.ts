import { describe, expect, it } from 'vitest';
import storeApplySchema from '../api/store-apply.schema.json' with { type: 'json' };
import { isCreditCodeValid, STORE_APPLY_RULES } from '../src/store-apply-rules.ts';

describe('STORE_APPLY_RULES', () => {
  it('has a rule for every field of each step, read from the schema', () => {
    expect(Object.keys(STORE_APPLY_RULES.company).sort()).toEqual(
      Object.keys(storeApplySchema.definitions.storeApplyCompany.properties).sort(),
    );
    expect(STORE_APPLY_RULES.company.companyName).toMatchObject({
      kind: 'text',
      required: true,
      minLength: 2,
      maxLength: 50,
    });
    expect(STORE_APPLY_RULES.company.employeeNum).toMatchObject({ kind: 'integer', minimum: 1 });
    expect(STORE_APPLY_RULES.store.goodsManagementCategory).toMatchObject({ kind: 'list', minItems: 1 });
  });

  it('takes 11-digit mobiles starting 13 to 19 and refuses the rest', () => {
    const mobile = STORE_APPLY_RULES.company.linkPhone.pattern!;
    expect(mobile.test('13800138000')).toBe(true);
    for (const bad of ['1380013800', '138001380000', '12800138000', '+8613800138000', '23800138000'])
      expect(mobile.test(bad), bad).toBe(false);
  });

  it('takes e-mail addresses, landlines, account numbers and branch codes as a reviewer reads them', () => {
    const { companyEmail, companyPhone } = STORE_APPLY_RULES.company;
    expect(companyEmail.pattern!.test('shop@qinghe-food.cn')).toBe(true);
    expect(companyEmail.pattern!.test('shop@qinghe')).toBe(false);
    expect(companyEmail.pattern!.test('shop qinghe@food.cn')).toBe(false);
    for (const phone of ['0571-88886666', '057188886666', '010-12345678-123', '13800138000', '400-820-8820'])
      expect(companyPhone.pattern!.test(phone), phone).toBe(true);
    for (const phone of ['88886666', '0571-888', 'phone'])
      expect(companyPhone.pattern!.test(phone), phone).toBe(false);
    const { settlementBankAccountNum, settlementBankJointName } = STORE_APPLY_RULES.finance;
    expect(settlementBankAccountNum.pattern!.test('12345678')).toBe(true);
    expect(settlementBankAccountNum.pattern!.test('1234567')).toBe(false);
    expect(settlementBankAccountNum.pattern!.test('1'.repeat(31))).toBe(false);
    expect(settlementBankJointName.pattern!.test('102331000123')).toBe(true);
    expect(settlementBankJointName.pattern!.test('10233100012')).toBe(false);
  });

  it('refuses texts with spaces at either end or a line break, but lets a description run over lines', () => {
    const name = STORE_APPLY_RULES.company.companyName.pattern!;
    expect(name.test('青禾 食品')).toBe(true);
    expect(name.test(' 青禾食品')).toBe(false);
    expect(name.test('青禾食品 ')).toBe(false);
    expect(name.test('青禾\n食品')).toBe(false);
    expect(STORE_APPLY_RULES.store.storeDesc.pattern!.test('第一行\n第二行')).toBe(true);
  });
});

describe('isCreditCodeValid', () => {
  it('accepts codes whose 18th character is their check character', () => {
    for (const code of ['91350100M000100Y43', '91110000802100433B', '91330100799655058B'])
      expect(isCreditCodeValid(code), code).toBe(true);
  });

  it('refuses a mistyped character, a wrong length and letters the standard leaves out', () => {
    for (const code of [
      '91350100M000100Y44',
      '91330100799655059B',
      '9133010079965505',
      '91330100799655058I',
      '91330100799655058b',
    ])
      expect(isCreditCodeValid(code), code).toBe(false);
  });
});
