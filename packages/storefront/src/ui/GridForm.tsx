import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FailureAlert } from './FailureAlert.tsx';

export interface GridFormProps<TFields extends FieldValues> {
  /** The react-hook-form of the fields inside, provided to them. */
  form: UseFormReturn<TFields>;
  /** The form's accessible name. */
  title: string;
  /** react-hook-form's `handleSubmit(...)`; the browser's own checks are off. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the server refused the last save, shown above the buttons; nothing while null. */
  failure: string | null;
  /** A way out before the submit button (Back, Cancel), keeping what was typed; none without it. */
  back?: { label: string; onClick: () => void };
  /** The submit button's label. */
  submitLabel: string;
  /** Its label while saving. */
  submittingLabel: string;
  /** The fields, two to a row on a wide screen (a `GridItem` spanning both for a wide one). */
  children: ReactNode;
}

/**
 * A long react-hook-form form (the store application's steps, an address): its fields in a grid,
 * the server's refusal of the last save, then the way back and the submit button, centred.
 */
export function GridForm<TFields extends FieldValues>({
  form,
  title,
  onSubmit,
  failure,
  back,
  submitLabel,
  submittingLabel,
  children,
}: GridFormProps<TFields>) {
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="4">
            {children}
          </SimpleGrid>
          <FailureAlert failure={failure} />
          <HStack justify="center" gap="4">
            {back ? (
              <Button variant="outline" minW="32" onClick={back.onClick} disabled={isSubmitting}>
                {back.label}
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
