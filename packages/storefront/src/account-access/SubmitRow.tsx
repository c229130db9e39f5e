import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';

export interface SubmitRowProps {
  /** The submit button's label. */
  label: string;
  /** Its label while the form is submitting. */
  loadingLabel: string;
  /**
   * The form is submitting: the button spins and cannot be clicked. Defaults to the submitting state
   * of the react-hook-form around it (AccountForm's `form`); a form on plain state says it.
   */
  loading?: boolean;
  /** Why the last submit was refused, announced above the button; nothing shows while null. */
  failure?: string | null;
  /** The button cannot be clicked. Defaults to `false`. */
  disabled?: boolean;
  /** A button before the submit, in one row with it; the submit then takes the rest of the row. */
  before?: ReactNode;
}

/** The end of an account form: the refusal of the last submit, if any, then the red submit button. */
export function SubmitRow({ label, loadingLabel, loading, failure, disabled, before }: SubmitRowProps) {
  // Null outside a FormProvider (a form on plain state passes `loading`).
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const submit = (
    <Button
      type="submit"
      colorPalette="red"
      flex={before ? '1' : undefined}
      disabled={disabled}
      loading={loading ?? form?.formState.isSubmitting ?? false}
      loadingText={loadingLabel}
    >
      {label}
    </Button>
  );
  return (
    <>
      {failure ? (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      ) : null}
      {before ? (
        <HStack>
          {before}
          {submit}
        </HStack>
      ) : (
        submit
      )}
    </>
  );
}
