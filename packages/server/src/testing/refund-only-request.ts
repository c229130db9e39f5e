import type { AfterSaleRequest } from '@mall/schemas';

/** An after-sale request of a refund only of one unit no longer wanted, zhangwei's, with `overrides`. */
export function refundOnlyRequest(overrides: Partial<AfterSaleRequest> = {}): AfterSaleRequest {
  return {
    serviceType: 'RETURN_MONEY',
    num: 1,
    reason: '不想要了',
    problemDesc: '',
    contactName: '张伟',
    contactMobile: '13812341234',
    ...overrides,
  };
}
