import { Alert, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { RequestError } from '../api/request.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface StepFormProps<TFields extends FieldValues> {
  /** The step's react-hook-form, provided to its fields. */
  form: UseFormReturn<TFields>;
  /** The step's name, the form's accessible name. */
  title: string;
  /** react-hook-form's `handleSubmit(...)`; the browser's own checks are off. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the server refused the last save, shown above the buttons; nothing while null. */
  failure: string | null;
  /** Goes to the step before, keeping what was typed; no Back button without it. */
  onBack?: () => void;
  /** The submit button's label ("下一步", or "提交审核" on the last step). */
  submitLabel: string;
  /** Its label while saving. */
  submittingLabel: string;
  /** The step's fields, two to a row on a wide screen. */
  children: ReactNode;
}

/**
 * The frame of each application step: its fields in a grid, the server's refusal of the last save,
 * then Back (when there is a step before) and Next.
 */
export function StepForm<TFields extends FieldValues>({
  form,
  title,
  onSubmit,
  failure,
  onBack,
  submitLabel,
  submittingLabel,
  children,
}: StepFormProps<TFields>) {
  const { t } = useShopEntryStrings();
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
            {children}
          </SimpleGrid>
          {failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack justify="center" gap="4">
            {onBack ? (
              <Button variant="outline" minW="32" onClick={onBack} disabled={isSubmitting}>
                {t('shopEntry.back')}
              </Button>
            ) : null}
            <Button
              type="submit"
              colorPalette="red"
              minW="32"
              loading={isSubmitting}
              loadingText={submittingLabel}
            >
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * What to show of a failed save: the server's refusal (or the timeout or network message), or
 * null when the request layer already dealt with it (the login prompt after an expired session).
 */
export function refusalOf(error: unknown): string | null {
  if (error instanceof RequestError) return error.handled ? null : error.message;
  throw error;
}
