import type { MemberAddressInput } from '@mall/schemas';

/**
 * A valid address for the address book, in Hangzhou (浙江省 杭州市 西湖区), with `overrides` for
 * whose it is or what a test changes.
 */
export function addressInput(overrides: Partial<MemberAddressInput> = {}): MemberAddressInput {
  return {
    consigneeName: '持卡人',
    mobile: '13600008888',
    regionIds: ['33', '3301', '330106'],
    detail: '文三路 90 号',
    postalCode: '310012',
    email: 'card@acme.mall.invalid',
    ...overrides,
  };
}

/** wangfang's address in Shenzhen (广东省 深圳市 南山区): an address unlike any seeded one. */
export const WANGFANG_ADDRESS: MemberAddressInput = {
  consigneeName: '王芳',
  mobile: '13900139000',
  regionIds: ['44', '4403', '440305'],
  detail: '科技园南区 8 栋 602',
  postalCode: '518057',
  email: 'wangfang@blue.mall.invalid',
};
