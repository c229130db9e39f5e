import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The typing of the member's address book form in tests (/home/myAddress, /home/addAddress, a card's
// /disposableCard/Address). The addresses typed and stored are in home-address.ts.

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
