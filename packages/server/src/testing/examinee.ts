import { chinaDay as chinaDayAfter, type VisitorRequest } from '@mall/schemas';
import { TEST_APP_START } from './test-app.ts';

/** The calendar day in China `days` after the test app's clock starts, YYYY-MM-DD. */
export const chinaDay = (days: number): string => chinaDayAfter(TEST_APP_START, days);

/**
 * Who comes for a health check in the tests: GB 11643's own example ID card number (its check
 * character is X), an entry date three days after the test app's clock starts.
 */
export const EXAMINEE = {
  name: '张伟',
  documentType: 'ID_CARD',
  documentNumber: '11010519491231002X',
  mobile: '13800138000',
  entryDate: chinaDay(3),
  email: 'zhangwei@acme.mall.invalid',
} as const satisfies VisitorRequest;
