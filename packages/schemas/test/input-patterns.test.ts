import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import addressSchema from '../api/address.schema.json' with { type: 'json' };
import {
  BIRTH_NUMBER_PATTERN,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  isBirthNumber,
  isEmail,
  isIdCardValid,
  isMoney,
  isNonNegativeInteger,
  isPositiveInteger,
  isTaxNumber,
  isUrl,
  isUsername,
  MONEY_PATTERN,
  NON_NEGATIVE_INTEGER_PATTERN,
  POSITIVE_INTEGER_PATTERN,
  TAX_NUMBER_PATTERN,
  URL_PATTERN,
  USERNAME_PATTERN,
} from '../src/index.ts';

// Each rule with values it takes and values it refuses.
const CASES = [
  {
    name: 'positive integer',
    check: isPositiveInteger,
    pattern: POSITIVE_INTEGER_PATTERN,
    valid: ['1', '9', '250', '1000000'],
    invalid: ['', '0', '01', '-3', '1.5', ' 1', '1e3'],
  },
  {
    name: 'non-negative integer',
    check: isNonNegativeInteger,
    pattern: NON_NEGATIVE_INTEGER_PATTERN,
    valid: ['0', '7', '120'],
    invalid: ['', '007', '-1', '1.0', 'abc'],
  },
  {
    name: 'money',
    check: isMoney,
    pattern: MONEY_PATTERN,
    valid: ['0', '0.5', '12', '12.5', '12.50', '1299.99'],
    invalid: ['', '12.345', '.5', '01', '12.', '-1', '1,299.00'],
  },
  {
    name: 'tax number',
    check: isTaxNumber,
    pattern: TAX_NUMBER_PATTERN,
    valid: [
      '110105123456789',
      '91330106MA27XK1234',
      '91350100M000100Y43',
      '11010512345678901234',
      '12345678901234567',
    ],
    invalid: ['', '1101051234567', '9133010ma27xk1234x', '91330106MA27XK12-4', '1234567890123456'],
  },
  {
    name: 'username',
    check: isUsername,
    pattern: USERNAME_PATTERN,
    valid: ['zhang', 'li_si-01', 'Wang2026'],
    invalid: ['', 'abc', '1zhang', 'zhang san', 'a234567890123456x', '张三丰来了'],
  },
  {
    name: 'URL',
    check: isUrl,
    pattern: URL_PATTERN,
    valid: ['https://mall.example.com', 'http://localhost:8080/a?b=1#c', 'https://a.b-c.cn/path/to'],
    invalid: ['', 'mall.example.com', 'ftp://a.cn', 'javascript:alert(1)', 'https://', 'https://a b.cn'],
  },
  {
    name: 'birth number',
    check: isBirthNumber,
    pattern: BIRTH_NUMBER_PATTERN,
    valid: ['A123', 'b2026x0001', 'x'.repeat(40)],
    invalid: ['', 'A12', 'x'.repeat(41), 'AB-12', 'AB 12'],
  },
  {
    name: 'e-mail',
    check: isEmail,
    pattern: EMAIL_PATTERN,
    valid: ['zhangwei@acme.mall.invalid', 'li.si+mall@a-b.cn'],
    invalid: ['', 'zhangwei@', '@acme.cn', 'zhang wei@acme.cn', 'zhangwei@acme', 'zhangwei@acme.c'],
  },
];

describe('EMAIL_PATTERN', () => {
  it("is the address book schema's e-mail pattern, so an address good in one is good in the other", () => {
    expect(addressSchema.definitions.memberAddressInput.properties.email.pattern).toBe(EMAIL_PATTERN);
  });
});

describe('the shared input patterns', () => {
  for (const { name, check, pattern, valid, invalid } of CASES) {
    it(`takes a valid ${name} and refuses an invalid one, alike as a function and as a JSON Schema pattern`, () => {
      const validate = new Ajv().compile({ type: 'string', pattern });
      for (const value of valid) {
        expect(check(value), value).toBe(true);
        expect(validate(value), value).toBe(true);
      }
      for (const value of invalid) {
        expect(check(value), value).toBe(false);
        expect(validate(value), value).toBe(false);
      }
    });
  }
});

describe('isIdCardValid', () => {
  it('takes an 18-digit number whose last character is its check character, an X in either case', () => {
    expect(isIdCardValid('11010519491231002X')).toBe(true);
    expect(isIdCardValid('11010519491231002x')).toBe(true);
    expect(isIdCardValid('440524188001010014')).toBe(true);
  });

  it('refuses an 18-digit number with a wrong check character', () => {
    expect(isIdCardValid('110105194912310021')).toBe(false);
    expect(isIdCardValid('440524188001010015')).toBe(false);
    expect(isIdCardValid('44052418800101001X')).toBe(false);
  });

  it('takes 15 digits, which carry no check character', () => {
    expect(isIdCardValid('110105491231002')).toBe(true);
  });

  it('refuses other lengths and characters, as its pattern does', () => {
    const validate = new Ajv().compile({ type: 'string', pattern: ID_CARD_PATTERN });
    for (const value of [
      '',
      '11010549123100',
      '1101054912310021',
      '11010519491231002Y',
      '1101051949123100X2',
    ]) {
      expect(isIdCardValid(value), value).toBe(false);
      expect(validate(value), value).toBe(false);
    }
  });
});
