import type { AfterSaleServiceType, AfterSaleStatus } from '@mall/schemas';

/** Every status the server may give an after-sale request (api/after-sale.schema.json). */
export const AFTER_SALE_STATUSES: readonly AfterSaleStatus[] = [
  'APPLY',
  'PASS',
  'REFUSE',
  'BUYER_RETURN',
  'SELLER_RECEIVE',
  'COMPLETE',
  'CANCEL',
];

/** The word of an after-sale status beside `orders.afterSale.*`: a done request says how it ended. */
export type AfterSaleStatusWord = AfterSaleStatus | 'REFUND_COMPLETED' | 'EXCHANGE_SHIPPED' | 'OTHER';

const isKnown = (status: string): status is AfterSaleStatus =>
  (AFTER_SALE_STATUSES as readonly string[]).includes(status);

/**
 * Which word names a request's status: a completed refund or return says 'refund completed', a
 * completed exchange 'exchange shipped', a completed one of unknown type 'done'; a status this
 * storefront does not know yet says 'others' rather than its code.
 */
export function afterSaleStatusWord(status: string, serviceType?: AfterSaleServiceType): AfterSaleStatusWord {
  if (!isKnown(status)) return 'OTHER';
  if (status !== 'COMPLETE' || !serviceType) return status;
  return serviceType === 'EXCHANGE_GOODS' ? 'EXCHANGE_SHIPPED' : 'REFUND_COMPLETED';
}
