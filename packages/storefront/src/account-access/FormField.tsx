import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The visible label; it names the input inside. */
  label: string;
  /** The validation or server message to show under the input; marks the field invalid. */
  error?: string;
  /** A hint under the input while there is no error. */
  helper?: string;
  /** Marks the input required. Defaults to `true`. */
  required?: boolean;
  /**
   * Shows an asterisk after the label of a required field, for forms where some fields are optional
   * (the address form). Defaults to `false`: where every field is required, it would say nothing.
   */
  marksRequired?: boolean;
  /**
   * Disables the control inside. A Chakra select inside a Field takes this only from the Field: its
   * own `disabled` is overridden by the Field's. Defaults to `false`.
   */
  disabled?: boolean;
  /** The input (a Chakra `Input`, alone or with a button beside it). */
  children: ReactNode;
}

/**
 * One labelled field of the account forms: Chakra's Field ties the label, the hint and the error to
 * the input inside (id, aria-describedby, aria-invalid), so every form reads the same to a screen reader.
 */
export function FormField({
  label,
  error,
  helper,
  required = true,
  marksRequired = false,
  disabled = false,
  children,
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled}>
      {/* The asterisk is aria-hidden: the input's own required state tells assistive technology, and the label's name stays plain. */}
      <Field.Label>
        {label}
        {marksRequired ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {!error && helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
