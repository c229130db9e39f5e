import { Input, Textarea } from '@chakra-ui/react';
import {
  useFormContext,
  type FieldPathByValue,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { FormField } from '../account-access/FormField.tsx';

export interface StepTextFieldProps<TFields extends FieldValues> {
  /** The form value it edits, a text. */
  name: FieldPathByValue<TFields, string>;
  /** The visible label; it names the input. */
  label: string;
  /** Its react-hook-form rule (from store-apply-fields.ts). */
  rules: RegisterOptions<TFields, FieldPathByValue<TFields, string>>;
  /** A hint under the input while there is no error. */
  helper?: string;
  /** Several lines (a textarea). Defaults to `false`. */
  multiline?: boolean;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The on-screen keyboard to offer. */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
}

/**
 * One labelled field of an application step inside its form (FormProvider): the input registered
 * with its rule, and its error under it, tied to it by Chakra's Field (aria-invalid, aria-describedby).
 */
export function StepTextField<TFields extends FieldValues>({
  name,
  label,
  rules,
  helper,
  multiline = false,
  autoComplete,
  inputMode,
}: StepTextFieldProps<TFields>) {
  const { register, getFieldState, formState } = useFormContext<TFields>();
  const { error } = getFieldState(name, formState);
  const input = register(name, rules);
  return (
    <FormField label={label} error={error?.message} helper={helper}>
      {multiline ? (
        <Textarea rows={4} {...input} />
      ) : (
        <Input autoComplete={autoComplete} inputMode={inputMode} {...input} />
      )}
    </FormField>
  );
}
