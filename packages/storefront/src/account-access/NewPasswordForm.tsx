import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, type NewPasswordPair } from './NewPasswordFields.tsx';

export interface NewPasswordFormProps {
  /**
   * Saves the password (plain; the caller encrypts it). Resolves null when it was saved, else the
   * message to show under the form.
   */
  onSubmit: (password: string) => Promise<string | null>;
}

/** A new password and its confirmation, and the button that saves them (/resetPassword). */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation('storefront');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordPair>({ defaultValues: { password: '', confirmPassword: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    setFailure(await onSubmit(password));
  });
  return (
    <Box w="full" maxW="400px">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <NewPasswordFields />
            {failure ? (
              <Text role="alert" color="fg.error">
                {failure}
              </Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="red"
              loading={form.formState.isSubmitting}
              loadingText={t('reset.submitting')}
            >
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
