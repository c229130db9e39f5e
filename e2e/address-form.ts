import type { Locator } from '@playwright/test';

/** What the address form asks for, the region by the names its three lists show. */
export interface AddressFormInput {
  consignee: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postalCode: string;
  email: string;
}

/** Fills the address form (a page's or a dialog's), field by field as a user does, and saves it. */
export async function fillAddressForm(form: Locator, address: AddressFormInput): Promise<void> {
  await form.getByLabel('收货人').fill(address.consignee);
  await form.getByLabel('手机号').fill(address.mobile);
  await form.getByLabel('省份').selectOption({ label: address.province });
  await form.getByLabel('城市').selectOption({ label: address.city });
  await form.getByLabel('区县').selectOption({ label: address.district });
  await form.getByLabel('详细地址').fill(address.detail);
  await form.getByLabel('邮政编码').fill(address.postalCode);
  await form.getByLabel('电子邮箱').fill(address.email);
  await form.getByRole('button', { name: '保存' }).click();
}
