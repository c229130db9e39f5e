import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../account-access/FormField.tsx';
import {
  ADDRESS_TEXT_RULES,
  addressTextRules,
  type AddressFields,
  type AddressTextField as Field,
} from './address-fields.ts';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

export interface AddressTextFieldProps {
  /** The address field it edits; its label and rule follow from it. */
  name: Field;
  /** A hint under the input while there is no error. */
  helper?: string;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The on-screen keyboard to offer. */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}

/**
 * One labelled text field of the address form (inside its FormProvider): the input registered with
 * the field's rule, its error under it, tied to it by Chakra's Field (aria-invalid, aria-describedby).
 */
export function AddressTextField({ name, helper, autoComplete, inputMode }: AddressTextFieldProps) {
  const { t } = useAddressBookStrings();
  const { register, getFieldState, formState } = useFormContext<AddressFields>();
  const { error } = getFieldState(name, formState);
  return (
    <FormField
      label={t(`address.${name}`)}
      error={error?.message}
      helper={helper}
      required={ADDRESS_TEXT_RULES[name].required}
      marksRequired
    >
      <Input
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...register(name, addressTextRules(name, t))}
      />
    </FormField>
  );
}
