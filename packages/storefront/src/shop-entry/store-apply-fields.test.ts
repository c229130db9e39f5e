import { isCreditCodeValid, STORE_APPLY_RULES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { shopEntryMessages } from './shop-entry-messages.ts';
import {
  companyFieldsOf,
  creditCodeOf,
  integerRules,
  listRules,
  textRules,
  toCompany,
  toFinance,
  toStore,
  type Translate,
} from './store-apply-fields.ts';

// The catalogue's Chinese wording with its {{placeholders}} filled, as i18next would.
const zh = shopEntryMessages['zh-CN'];
const t: Translate = (key, values = {}) =>
  (zh[key as keyof typeof zh] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

const { company, finance, store } = STORE_APPLY_RULES;

describe('textRules', () => {
  const name = textRules(company.companyName, { label: '公司名称' }, t).validate;

  it("checks the trimmed text against the schema's lengths, counting characters", () => {
    expect(name('   ')).toBe('请填写公司名称');
    expect(name(' 青 ')).toBe('公司名称至少2个字');
    expect(name('青'.repeat(company.companyName.maxLength!))).toBe(true);
    expect(name('青'.repeat(company.companyName.maxLength! + 1))).toBe('公司名称不能超过50个字');
    // One character outside the BMP counts once, as ajv counts it.
    expect(name('𠀀'.repeat(company.companyName.maxLength!))).toBe(true);
  });

  it("refuses what breaks the schema's pattern, or a further check, with the field's own message", () => {
    const mobile = textRules(
      company.linkPhone,
      { label: '联系人手机', invalid: '请输入正确的手机号' },
      t,
    ).validate;
    expect(mobile('13800138000')).toBe(true);
    expect(mobile('1380013800')).toBe('请输入正确的手机号');
    const creditCode = textRules(
      company.licenseNum,
      { label: '统一社会信用代码', invalid: '代码不对', normalise: creditCodeOf, check: isCreditCodeValid },
      t,
    ).validate;
    expect(creditCode(' 91330100799655058b ')).toBe(true);
    expect(creditCode('91330100799655058C')).toBe('代码不对');
    const account = textRules(
      finance.settlementBankAccountNum,
      { label: '银行账号', invalid: '银行账号应为8-30位数字', normalise: (v) => v.replace(/\s+/g, '') },
      t,
    ).validate;
    expect(account('6222 0212 0200')).toBe(true);
    expect(account('6222-0212-0200')).toBe('银行账号应为8-30位数字');
  });
});

describe('integerRules', () => {
  it('takes whole numbers within the schema range only', () => {
    const employees = integerRules(company.employeeNum, '员工总数', t).validate;
    expect(employees('')).toBe('请填写员工总数');
    expect(employees(' 120 ')).toBe(true);
    for (const bad of ['0', '12.5', '-3', '1e3', '1000001', '一百'])
      expect(employees(bad), bad).toBe('员工总数应为1-1000000的整数');
  });
});

describe('listRules', () => {
  it('asks for at least one category and at most the schema allows', () => {
    const categories = listRules(store.goodsManagementCategory, '经营类目', t).validate;
    expect(categories([])).toBe('请选择经营类目');
    expect(categories(['1'])).toBe(true);
    expect(categories(Array.from({ length: 21 }, (_, i) => String(i)))).toBe('经营类目最多选择20个');
  });
});

describe('the values sent', () => {
  it('trims texts, turns numbers into numbers and writes the credit code in capitals', () => {
    const fields = {
      ...companyFieldsOf(null),
      companyName: ' 青禾食品 ',
      employeeNum: ' 120',
      registeredCapital: '500 ',
      licenseNum: '91330100799655058b',
    };
    expect(toCompany(fields)).toMatchObject({
      companyName: '青禾食品',
      employeeNum: 120,
      registeredCapital: 500,
      licenseNum: '91330100799655058B',
    });
  });

  it('drops the spaces typed inside an account number', () => {
    expect(
      toFinance({
        settlementBankAccountName: '青禾',
        settlementBankAccountNum: '6222 0212 0200 1234 567',
        settlementBankBranchName: '工行文三路支行',
        settlementBankJointName: '102331000123',
      }).settlementBankAccountNum,
    ).toBe('6222021202001234567');
  });

  it('sends no store step without a category', () => {
    const fields = {
      storeName: '店',
      storeDesc: '简介',
      storeAddressDetail: '地址',
      goodsManagementCategory: [],
    };
    expect(toStore(fields)).toBeNull();
    expect(toStore({ ...fields, goodsManagementCategory: ['1'] })?.goodsManagementCategory).toEqual(['1']);
  });
});
