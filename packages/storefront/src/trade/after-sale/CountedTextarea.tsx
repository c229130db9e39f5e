import { Field, Textarea } from '@chakra-ui/react';
import { useAfterSaleStrings } from './useAfterSaleStrings.ts';

export interface CountedTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters it takes; the counter under it counts towards it. */
  max: number;
  rows: number;
  /** What is wrong with it, shown instead of the counter. */
  error?: string | null;
}

/** A free text of an after-sale request (a description, a message) with "12/300" under it. */
export function CountedTextarea({ label, value, onChange, max, rows, error }: CountedTextareaProps) {
  const { t } = useAfterSaleStrings();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        value={value}
        maxLength={max}
        rows={rows}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText alignSelf="flex-end">
          {t('afterSale.apply.counter', { count: value.length, max })}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
