import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  LOGIN_NAME_MAX_LENGTH,
  LOGIN_NAME_PATTERN,
  maskMobile,
  MOBILE_PATTERN,
  passwordKinds,
  passwordProblem,
} from '../src/account-rules.ts';

describe('isLuhnValid', () => {
  it('accepts the demo cards and refuses a number whose check digit is off by one', () => {
    for (const cardNo of ['6288000000000018', '6288000000000026', '8800000000000013', '4111111111111111'])
      expect(isLuhnValid(cardNo), cardNo).toBe(true);
    expect(isLuhnValid('6288000000000019')).toBe(false);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });

  it('refuses anything but 12 to 19 digits', () => {
    for (const cardNo of [
      '',
      '0',
      '00000000000',
      '6288 0000 0000 0018',
      '62880000000000181234',
      'abcdabcdabcd',
    ])
      expect(isLuhnValid(cardNo), cardNo).toBe(false);
  });
});

describe('passwordKinds', () => {
  it('counts lower case, upper case, digits and symbols', () => {
    expect(passwordKinds('abcdefgh')).toBe(1);
    expect(passwordKinds('abcdefg1')).toBe(2);
    expect(passwordKinds('Abcdefg1')).toBe(3);
    expect(passwordKinds('Abcdef#1')).toBe(4);
    expect(passwordKinds('密码密码密码12')).toBe(2);
  });
});

describe('passwordProblem', () => {
  it('takes 8 to 16 characters using three of the four kinds', () => {
    for (const password of ['Abcdefg1', 'abcdef#1', 'Abcdef#1Abcdef#1', '密码Ab1!密码Ab'])
      expect(passwordProblem(password), password).toBeNull();
  });

  it('names the length first, then too few kinds', () => {
    expect(passwordProblem('')).toBe('length');
    expect(passwordProblem('Ab#1')).toBe('length');
    expect(passwordProblem('Abcdef#1Abcdef#12')).toBe('length');
    expect(passwordProblem('abcdefgh')).toBe('kinds');
    expect(passwordProblem('abcdefg1')).toBe('kinds');
  });

  it('judges the examples of issue 22 by three kinds of four and 8 to 16 characters', () => {
    expect(passwordProblem('abcdefgh'), 'one kind').toBe('kinds');
    expect(passwordProblem('abcdefg1'), 'two kinds').toBe('kinds');
    expect(passwordProblem('Abcdefg1'), 'upper, lower, digit').toBeNull();
    expect(passwordProblem('Abc!defg'), 'upper, lower, symbol').toBeNull();
    expect(passwordProblem('Abc!def'), '7 characters').toBe('length');
    expect(passwordProblem('Abc!defgAbc!defgA'), '17 characters').toBe('length');
    expect(passwordProblem('Abc!defgAbc!defg'), '16 characters').toBeNull();
  });

  it('counts a character outside the BMP once', () => {
    // 16 characters but 17 UTF-16 units.
    expect(passwordProblem('😀bcdefg1Abcdefg1')).toBeNull();
  });
});

describe('patterns of spec 01 section 5', () => {
  it('takes an 11-digit mobile starting 13 to 19, with an optional leading 0', () => {
    expect(MOBILE_PATTERN.test('13600009999')).toBe(true);
    expect(MOBILE_PATTERN.test('013600009999')).toBe(true);
    expect(MOBILE_PATTERN.test('12600009999')).toBe(false);
    expect(MOBILE_PATTERN.test('1360000999')).toBe(false);
  });

  it('masks the middle four digits of a mobile, and leaves anything else as it is', () => {
    expect(maskMobile('13600009999')).toBe('136****9999');
    expect(maskMobile('013600009999')).toBe('0136****9999');
    expect(maskMobile('010-12345678')).toBe('010-12345678');
    expect(maskMobile(null)).toBe('');
  });

  it('takes a login name of 4 to 32 digits, letters, Chinese or - _ . @', () => {
    for (const name of ['zhangwei', '新同事01', 'a.b-c_d@e', 'abcd'])
      expect(LOGIN_NAME_PATTERN.test(name), name).toBe(true);
    expect(LOGIN_NAME_PATTERN.test('x'.repeat(LOGIN_NAME_MAX_LENGTH))).toBe(true);
    for (const name of ['abc', 'has space', 'x'.repeat(LOGIN_NAME_MAX_LENGTH + 1), 'semi;colon'])
      expect(LOGIN_NAME_PATTERN.test(name), name).toBe(false);
  });
});
