import type { MemberAddress, MemberAddressInput, MemberAddressPage } from '@mall/schemas';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The member's address book in tests (/home/myAddress, /home/addAddress, a card's /disposableCard/Address
// and the address rules): zhangwei's home in Hangzhou as the form sends and the server stores it, and
// the typing of the address form.

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

type Scope = ReturnType<typeof within>;

/** Enters `value` into the text field labelled `label` as a paste, replacing what it held. */
export async function fillField(scope: Scope, label: string, value: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

/** Picks `name` in the select labelled `label`, once its choices have loaded (regions load per level). */
export async function chooseOption(scope: Scope, label: string, name: string): Promise<void> {
  const select = await scope.findByRole('combobox', { name: label });
  await within(select).findByRole('option', { name });
  await userEvent.selectOptions(select, name);
}

/** What a test types into the address form: text fields by label, and the region picked at each level. */
export interface TypedAddress {
  fields: Record<string, string>;
  regions: readonly [province: string, city: string, district: string];
}

/** Fills the address book's form: the text fields in the order given, then the regions level by level. */
export async function fillAddressForm(form: Scope, { fields, regions }: TypedAddress): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await fillField(form, label, value);
  const [province, city, district] = regions;
  await chooseOption(form, '省份', province);
  await chooseOption(form, '城市', city);
  await chooseOption(form, '区县', district);
}
