import type { OrderActions } from '@mall/schemas';

/** What the server lets the member do with an order: nothing, unless `overrides` say so. */
export const orderActions = (overrides: Partial<OrderActions> = {}): OrderActions => ({
  pay: false,
  cancel: false,
  receive: false,
  delete: false,
  afterSale: false,
  logistics: false,
  ...overrides,
});
