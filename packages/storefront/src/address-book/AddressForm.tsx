import { Checkbox, Field, GridItem } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useSending } from '../account-access/useSending.ts';
import { addAddress, editAddress } from '../api/addresses.ts';
import { GridForm } from '../ui/GridForm.tsx';
import { addressFieldsOf, toAddressInput, type AddressFields } from './address-fields.ts';
import { AddressRegionField } from './AddressRegionField.tsx';
import { AddressTextField } from './AddressTextField.tsx';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

export interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  initial?: MemberAddress;
  /** Called with the address as the server stored it, once it is saved. */
  onSaved: (address: MemberAddress) => void;
  /** Shows a Cancel button before Save (a dialog's close, a page's way back); none without it. */
  onCancel?: () => void;
  /** The form's accessible name. Defaults to "新增收货地址", or "编辑收货地址" with `initial`. */
  title?: string;
}

/**
 * Adds or edits one of the member's addresses: consignee, mobile, region, street, postal code,
 * e-mail, and optionally a landline, a note, an alias and "make it the default". Each field is
 * checked as the server checks it before anything is sent; a refusal from the server shows above
 * the buttons, and what was typed stays. Used by /home/addAddress and, in a dialog, by the checkout.
 */
export function AddressForm({ initial, onSaved, onCancel, title }: AddressFormProps) {
  const { t } = useAddressBookStrings();
  const { failure, send } = useSending({ notFound: t('address.notFound') });
  const form = useForm<AddressFields>({ defaultValues: addressFieldsOf(initial) });
  // Unticking the default would not move it (the server keeps it): another address must take it.
  const keepsDefault = initial?.isDefault === true;

  const submit = form.handleSubmit((fields) =>
    send(async () => {
      const input = toAddressInput(fields);
      onSaved(await (initial ? editAddress(initial.id, input) : addAddress(input)));
    }),
  );

  return (
    <GridForm
      form={form}
      title={title ?? t(initial ? 'address.editTitle' : 'address.addTitle')}
      onSubmit={submit}
      failure={failure}
      back={onCancel ? { label: t('address.cancel'), onClick: onCancel } : undefined}
      submitLabel={t('address.save')}
      submittingLabel={t('address.saving')}
    >
      <AddressTextField name="consigneeName" autoComplete="name" />
      <AddressTextField name="mobile" autoComplete="tel-national" inputMode="tel" />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <AddressRegionField storedNames={initial?.regionNames.split(' ')} />
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <AddressTextField name="detail" helper={t('address.detailHelper')} autoComplete="address-line1" />
      </GridItem>
      <AddressTextField name="postalCode" autoComplete="postal-code" inputMode="numeric" />
      <AddressTextField name="email" autoComplete="email" inputMode="email" />
      <AddressTextField name="landline" helper={t('address.landlineHelper')} inputMode="tel" />
      <AddressTextField name="alias" helper={t('address.aliasHelper')} />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <AddressTextField name="remark" helper={t('address.remarkHelper')} />
      </GridItem>
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Controller
          control={form.control}
          name="isDefault"
          render={({ field }) => (
            <Field.Root disabled={keepsDefault}>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                disabled={keepsDefault}
                colorPalette="red"
              >
                <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{t('address.isDefault')}</Checkbox.Label>
              </Checkbox.Root>
              {keepsDefault ? <Field.HelperText>{t('address.isDefaultKept')}</Field.HelperText> : null}
            </Field.Root>
          )}
        />
      </GridItem>
    </GridForm>
  );
}
