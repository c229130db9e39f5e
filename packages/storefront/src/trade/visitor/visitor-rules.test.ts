import { describe, expect, it } from 'vitest';
import {
  EMPTY_VISITOR,
  entryDateRange,
  visitorProblems,
  visitorRequestOf,
  type VisitorDraft,
} from './visitor-rules.ts';

// The visitor's rules as the checkout checks them before sending (the server's, services/visitors.ts).

const NOW = new Date('2026-11-28T08:00:00Z'); // 16:00 in China
const GOOD: VisitorDraft = {
  name: '张伟',
  documentType: 'ID_CARD',
  documentNumber: '11010519491231002x',
  mobile: '13800138000',
  entryDate: '2026-12-01',
  email: '',
};

describe('visitorProblems', () => {
  it('finds nothing wrong with a whole visitor, an ID card whose x is its check character', () => {
    expect(visitorProblems(GOOD, NOW)).toEqual({});
  });

  it('names every field left empty, but not the optional e-mail', () => {
    expect(visitorProblems(EMPTY_VISITOR, NOW)).toEqual({
      name: 'nameRequired',
      documentNumber: 'documentNumberRequired',
      mobile: 'mobileInvalid',
      entryDate: 'entryDateInvalid',
    });
  });

  it('refuses an ID card with a wrong check character, and another document with other than letters and digits', () => {
    expect(visitorProblems({ ...GOOD, documentNumber: '110105194912310021' }, NOW)).toEqual({
      documentNumber: 'idCardInvalid',
    });
    expect(visitorProblems({ ...GOOD, documentType: 'PASSPORT', documentNumber: 'E-1234567' }, NOW)).toEqual({
      documentNumber: 'documentNumberInvalid',
    });
    expect(visitorProblems({ ...GOOD, documentType: 'PASSPORT', documentNumber: 'e12345678' }, NOW)).toEqual(
      {},
    );
  });

  it('takes an entry date from tomorrow to 60 days ahead in China, and no other', () => {
    expect(entryDateRange(NOW)).toEqual({ min: '2026-11-29', max: '2027-01-27' });
    for (const entryDate of ['2026-11-29', '2027-01-27'])
      expect(visitorProblems({ ...GOOD, entryDate }, NOW)).toEqual({});
    for (const entryDate of ['2026-11-28', '2027-01-28', '2026-11-31', 'tomorrow'])
      expect(visitorProblems({ ...GOOD, entryDate }, NOW), entryDate).toEqual({
        entryDate: 'entryDateInvalid',
      });
  });

  it('refuses a name longer than 20 characters, a bad mobile and a bad e-mail', () => {
    expect(
      visitorProblems({ ...GOOD, name: '张'.repeat(21), mobile: '12800138000', email: 'zhangwei@' }, NOW),
    ).toEqual({ name: 'nameTooLong', mobile: 'mobileInvalid', email: 'emailInvalid' });
  });
});

describe('visitorRequestOf', () => {
  it('trims the texts, writes the document number in capitals and leaves out a blank e-mail', () => {
    expect(visitorRequestOf({ ...GOOD, name: ' 张伟 ', documentNumber: ' 11010519491231002x ' })).toEqual({
      name: '张伟',
      documentType: 'ID_CARD',
      documentNumber: '11010519491231002X',
      mobile: '13800138000',
      entryDate: '2026-12-01',
    });
    expect(visitorRequestOf({ ...GOOD, email: ' zw@acme.cn ' }).email).toBe('zw@acme.cn');
  });
});
