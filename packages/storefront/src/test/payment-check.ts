import type { PaymentCheck } from '@mall/schemas';

/** The order number of the payment pages' tests (/payMent, /payDone, /qrpay). */
export const PAYMENT_SN = 'O202611230001';

/**
 * An unpaid order of 56 points as the payment check answers it, for a member with 1,000 points and
 * a pay password, due long after the test; `overrides` change any of it.
 */
export const paymentCheck = (overrides: Partial<PaymentCheck> = {}): PaymentCheck => ({
  sn: PAYMENT_SN,
  orderStatus: 'UNPAID',
  points: 56,
  balance: 1000,
  enough: true,
  payPasswordSet: true,
  payDeadline: '2099-01-01T00:00:00.000Z',
  items: [],
  ...overrides,
});
