import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postResetPassword } from '../api/account-access.ts';
import { encryptPassword } from '../session/encrypt-password.ts';
import { ImageCodeField } from './ImageCodeField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { sendSmsCodeFromForm } from './send-sms-code.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { useImageCode } from './useImageCode.ts';

interface InitialLoginFields {
  imageCode: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export interface InitialLoginFormProps {
  /** The logged-in member's login name. */
  username: string;
  /** Their mobile as the server answered it (masked). */
  maskedMobile: string;
  /** Called once the new password is saved; the server has ended every session of the member. */
  onDone: () => void;
}

/**
 * First-login verification (spec 01 section 2.3, /initialLogin): an SMS code to the member's own
 * mobile proves the account is theirs, then the password they were given is replaced by one they
 * choose. It is the password recovery of the server (same code, same rules), so it ends every
 * session and the member logs in again with the new password.
 */
export function InitialLoginForm({ username, maskedMobile, onDone }: InitialLoginFormProps) {
  const { t } = useTranslation('storefront');
  const imageCode = useImageCode();
  const form = useForm<InitialLoginFields>({
    defaultValues: { imageCode: '', smsCode: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  async function sendCode(): Promise<boolean> {
    const typed = getValues('imageCode').trim();
    clearErrors('imageCode');
    if (!typed) {
      setError('imageCode', { message: t('forgot.imageCodeRequired') });
      return false;
    }
    return sendSmsCodeFromForm(
      { username, function: 'FORGET_PASSWORD', code: typed },
      {
        refresh: imageCode.refresh,
        clear: () => setValue('imageCode', ''),
        showError: (message) => setError('imageCode', { message }),
      },
      t('forgot.smsSent'),
    );
  }

  const submit = handleSubmit(async ({ smsCode, password }) => {
    try {
      const outcome = await postResetPassword({
        username,
        code: smsCode.trim(),
        newPassword: await encryptPassword(password),
      });
      if (outcome.ok) onDone();
      else setError('smsCode', { message: outcome.message });
    } catch {
      // The request layer has shown the server's message.
    }
  });

  return (
    <Box w="full" maxW="440px">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <Text color="fg.muted">{t('forgot.sentTo', { mobile: maskedMobile })}</Text>
            <ImageCodeField
              image={imageCode.image}
              onRefresh={imageCode.refresh}
              // Only the send needs it.
              inputProps={register('imageCode')}
              error={errors.imageCode?.message}
            />
            <SmsCodeField
              inputProps={register('smsCode', { required: t('forgot.smsCodeRequired') })}
              onSend={sendCode}
              error={errors.smsCode?.message}
            />
            <NewPasswordFields />
            <Button
              type="submit"
              colorPalette="red"
              loading={isSubmitting}
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
