import { describe, expect, it } from 'vitest';
import { couponUseTarget } from './coupon-use-target.ts';

describe('couponUseTarget', () => {
  it("sends a shop's coupon to the shop", () => {
    expect(
      couponUseTarget({ storeId: 'store-homelife', scopeType: 'PORTION_GOODS', scopeId: '1015,1016' }),
    ).toBe('/merchant?id=store-homelife');
  });

  it('sends a category-scoped platform coupon to the goods list of its category', () => {
    expect(couponUseTarget({ storeId: '0', scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '1,12,121' })).toBe(
      '/goodsList?categoryId=1,12,121',
    );
  });

  it('sends any other platform coupon to the goods list', () => {
    expect(couponUseTarget({ storeId: '0', scopeType: 'ALL', scopeId: null })).toBe('/goodsList');
    expect(couponUseTarget({ storeId: '0', scopeType: 'PORTION_GOODS', scopeId: '1001' })).toBe('/goodsList');
  });
});
