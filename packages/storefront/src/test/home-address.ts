import type { MemberAddress, MemberAddressInput, MemberAddressPage } from '@mall/schemas';

// zhangwei's home in Hangzhou as the address form sends it and the server stores it: for tests and
// stories alike, so it imports nothing of Testing Library.

/** zhangwei's home address as the form sends it: not the default, no landline. */
export const HOME_ADDRESS_INPUT = {
  consigneeName: '张伟',
  mobile: '13800138000',
  regionIds: ['33', '3301', '330106'],
  detail: '文三路 90 号 3 幢 1201 室',
  postalCode: '310012',
  email: 'zhangwei@acme.example',
  landline: null,
  remark: '工作日请放门卫',
  alias: '家',
  isDefault: false,
} satisfies MemberAddressInput;

/** zhangwei's home address as stored, his default, with partial overrides. */
export const homeAddress = (overrides: Partial<MemberAddress> = {}): MemberAddress => ({
  ...HOME_ADDRESS_INPUT,
  id: 'addr-home',
  regionNames: '浙江省 杭州市 西湖区',
  isDefault: true,
  createTime: '2026-03-01T08:00:00.000Z',
  updateTime: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

/** The address book's one page holding `records` (the book never holds more than 20). */
export const addressBook = (...records: MemberAddress[]): MemberAddressPage => ({
  records,
  total: records.length,
  current: 1,
  size: 20,
  pages: records.length ? 1 : 0,
});
