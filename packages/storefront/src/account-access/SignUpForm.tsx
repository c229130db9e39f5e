import { Checkbox, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { LOGIN_NAME_MAX_LENGTH, LOGIN_NAME_PATTERN, type UserInfo } from '@mall/schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { postRegisterBindCard } from '../api/account-access.ts';
import { encryptPassword } from '../api/encrypt-password.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { AccountForm } from './AccountForm.tsx';
import { NICKNAME_MAX_LENGTH } from './account-rules.ts';
import { FormField } from './FormField.tsx';
import { MobileField } from './MobileField.tsx';
import { NewPasswordFields, type NewPasswordPair } from './NewPasswordFields.tsx';
import { SmsVerificationFields } from './SmsVerificationFields.tsx';
import { startSession } from './start-session.ts';
import { SubmitRow } from './SubmitRow.tsx';
import { WelfareCardFields, type WelfareCardPair } from './WelfareCardFields.tsx';

interface SignUpFields extends WelfareCardPair, NewPasswordPair {
  username: string;
  nickName: string;
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
  const { t } = useAccountAccessStrings();
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
    formState: { errors },
  } = form;

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
    <AccountForm form={form} onSubmit={submit} maxW="440px">
      <Heading as="h2" size="md">
        {t('signUp.cardSection')}
      </Heading>
      <WelfareCardFields />

      <Heading as="h2" size="md" pt="2">
        {t('signUp.accountSection')}
      </Heading>
      <FormField label={t('signUp.username')} error={errors.username?.message}>
        <Input
          autoComplete="username"
          maxLength={LOGIN_NAME_MAX_LENGTH}
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
      <NewPasswordFields passwordLabel={t('signUp.password')} confirmLabel={t('signUp.confirmPassword')} />

      <Heading as="h2" size="md" pt="2">
        {t('signUp.mobileSection')}
      </Heading>
      <MobileField />
      <SmsVerificationFields purpose="REGISTER" />

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

      <SubmitRow label={t('signUp.submit')} loadingLabel={t('signUp.submitting')} failure={failure} />
    </AccountForm>
  );
}
