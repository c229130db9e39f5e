import { Box, Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { UserInfo } from '@mall/schemas';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postRegisterBindCard } from '../api/account-access.ts';
import { encryptPassword } from '../session/encrypt-password.ts';
import { ShellLink } from '../shell/ShellLink.tsx';
import {
  cardNoRules,
  LOGIN_NAME_PATTERN,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PATTERN,
  mobileRules,
  NICKNAME_MAX_LENGTH,
} from './account-rules.ts';
import { FormField } from './FormField.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { sendSmsCodeFromForm } from './send-sms-code.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { startSession } from './start-session.ts';
import { useImageCode } from './useImageCode.ts';

interface SignUpFields {
  cardNo: string;
  cardPassword: string;
  username: string;
  nickName: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  imageCode: string;
  smsCode: string;
  agreed: boolean;
}

export interface SignUpFormProps {
  /** Called once the new member is logged in and loaded. */
  onSignedUp: (user: UserInfo) => void;
}

/**
 * Sign-up by binding an unbound welfare card (`registerBindCard`): the card and its password, a
 * login name and password (spec 03 section 5 rules), the mobile with its picture code and SMS code,
 * and consent to the user agreement and privacy policy. Both passwords are encrypted before sending.
 */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('storefront');
  const imageCode = useImageCode();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpFields>({
    defaultValues: {
      cardNo: '',
      cardPassword: '',
      username: '',
      nickName: '',
      password: '',
      confirmPassword: '',
      mobile: '',
      imageCode: '',
      smsCode: '',
      agreed: false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  async function sendCode(): Promise<boolean> {
    const mobile = getValues('mobile').trim();
    const typed = getValues('imageCode').trim();
    clearErrors(['mobile', 'imageCode']);
    if (!mobile) setError('mobile', { message: t('forgot.mobileEmpty') });
    else if (!MOBILE_PATTERN.test(mobile)) setError('mobile', { message: t('forgot.mobileInvalid') });
    if (!typed) setError('imageCode', { message: t('forgot.imageCodeRequired') });
    if (!MOBILE_PATTERN.test(mobile) || !typed) return false;
    return sendSmsCodeFromForm(
      { phonenumber: mobile, function: 'REGISTER', code: typed },
      {
        refresh: imageCode.refresh,
        clear: () => setValue('imageCode', ''),
        showError: (message) => setError('imageCode', { message }),
      },
      t('forgot.smsSent'),
    );
  }

  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    try {
      const outcome = await postRegisterBindCard({
        cardNo: fields.cardNo.replace(/\s+/g, ''),
        cardPassword: await encryptPassword(fields.cardPassword),
        username: fields.username.trim(),
        password: await encryptPassword(fields.password),
        phonenumber: fields.mobile.trim(),
        code: fields.smsCode.trim(),
        ...(fields.nickName.trim() ? { nickName: fields.nickName.trim() } : {}),
      });
      if (outcome.ok) onSignedUp(await startSession(outcome.result));
      else setFailure(outcome.message);
    } catch {
      // The request layer has shown the server's message.
    }
  });

  return (
    <Box w="full" maxW="440px">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <Heading as="h2" size="md">
              {t('signUp.cardSection')}
            </Heading>
            <FormField label={t('card.cardNo')} error={errors.cardNo?.message}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={23}
                {...register('cardNo', cardNoRules(t))}
              />
            </FormField>
            <FormField label={t('card.cardPassword')} error={errors.cardPassword?.message}>
              <Input
                type="password"
                autoComplete="off"
                {...register('cardPassword', { required: t('card.cardPasswordRequired') })}
              />
            </FormField>

            <Heading as="h2" size="md" pt="2">
              {t('signUp.accountSection')}
            </Heading>
            <FormField label={t('signUp.username')} error={errors.username?.message}>
              <Input
                autoComplete="username"
                maxLength={32}
                {...register('username', {
                  required: t('signUp.usernameRequired'),
                  pattern: { value: LOGIN_NAME_PATTERN, message: t('signUp.usernameInvalid') },
                })}
              />
            </FormField>
            <FormField label={t('signUp.nickName')} error={errors.nickName?.message} required={false}>
              <Input
                autoComplete="nickname"
                {...register('nickName', {
                  maxLength: { value: NICKNAME_MAX_LENGTH, message: t('signUp.nickNameTooLong') },
                })}
              />
            </FormField>
            <NewPasswordFields
              passwordLabel={t('signUp.password')}
              confirmLabel={t('signUp.confirmPassword')}
            />

            <Heading as="h2" size="md" pt="2">
              {t('signUp.mobileSection')}
            </Heading>
            <FormField label={t('forgot.mobile')} error={errors.mobile?.message}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={MOBILE_INPUT_MAX_LENGTH}
                {...register('mobile', mobileRules(t))}
              />
            </FormField>
            <ImageCodeField
              image={imageCode.image}
              onRefresh={imageCode.refresh}
              // Only the send needs it; the sign-up itself goes by the SMS code.
              inputProps={register('imageCode')}
              error={errors.imageCode?.message}
            />
            <SmsCodeField
              inputProps={register('smsCode', { required: t('forgot.smsCodeRequired') })}
              onSend={sendCode}
              error={errors.smsCode?.message}
            />

            <HStack gap="1" wrap="wrap" align="center">
              <Controller
                control={control}
                name="agreed"
                rules={{ validate: (value) => value || t('signUp.agreeRequired') }}
                render={({ field }) => (
                  <Checkbox.Root
                    checked={field.value}
                    onCheckedChange={(details) => field.onChange(details.checked === true)}
                    invalid={Boolean(errors.agreed)}
                    colorPalette="red"
                  >
                    <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{t('signUp.agree')}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              {/* Outside the label, so following a link never ticks the box; a new tab keeps the half-filled form. */}
              <ShellLink to="/userAgreement" newTab color="red.600">
                {t('signUp.userAgreement')}
              </ShellLink>
              <Text as="span">{t('signUp.and')}</Text>
              <ShellLink to="/privacyPolicy" newTab color="red.600">
                {t('signUp.privacyPolicy')}
              </ShellLink>
            </HStack>
            {errors.agreed?.message ? (
              <Text role="alert" color="fg.error" fontSize="sm">
                {errors.agreed.message}
              </Text>
            ) : null}

            {failure ? (
              <Text role="alert" color="fg.error">
                {failure}
              </Text>
            ) : null}
            <Button
              type="submit"
              colorPalette="red"
              loading={isSubmitting}
              loadingText={t('signUp.submitting')}
            >
              {t('signUp.submit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
