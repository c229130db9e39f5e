import { Box, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

export interface AccountFormProps<TFields extends FieldValues> {
  /**
   * The react-hook-form of the fields inside, provided to them (NewPasswordFields, MobileField and the
   * other field groups read it). Left out by a form on plain state.
   */
  form?: UseFormReturn<TFields>;
  /** Handles a submit, usually react-hook-form's `handleSubmit(...)`; the browser's own checks are off. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** How wide the form grows, a CSS length. */
  maxW: string;
  /** The fields, then the submit row. */
  children: ReactNode;
}

/**
 * The frame of every login, sign-up and recovery form: a full-width column up to `maxW`, the form
 * (our own messages instead of the browser's) and its fields stacked at one spacing.
 */
export function AccountForm<TFields extends FieldValues>({
  form,
  onSubmit,
  maxW,
  children,
}: AccountFormProps<TFields>) {
  const body = (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
  return (
    <Box w="full" maxW={maxW}>
      {form ? <FormProvider {...form}>{body}</FormProvider> : body}
    </Box>
  );
}
