import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LOGIN_NAME_MAX_LENGTH, type UserContact } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { postCheckSmsCode, postUserContact } from '../api/account-access.ts';
import { AccountForm } from './AccountForm.tsx';
import { FormField } from './FormField.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { SmsVerificationFields } from './SmsVerificationFields.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { useImageCode } from './useImageCode.ts';

/** What /resetPassword needs from a verified recovery: the login name and its live SMS code. */
export interface ResetTicket {
  username: string;
  code: string;
}

export interface ForgetPasswordFormProps {
  /** Called with the login name and the checked code; the reset spends the code. */
  onVerified: (ticket: ResetTicket) => void;
  /** Reports the step shown (0 account, 1 verify), for the step list. */
  onStepChange?: (step: 0 | 1) => void;
}

/**
 * Password recovery, first two steps: the login name and a picture code (answered with the masked
 * mobile the name belongs to), then another picture code, the SMS code sent to that mobile (60 s
 * countdown) and its check.
 */
export function ForgetPasswordForm({ onVerified, onStepChange }: ForgetPasswordFormProps) {
  const [contact, setContact] = useState<UserContact | null>(null);
  const show = (next: UserContact | null) => {
    setContact(next);
    onStepChange?.(next ? 1 : 0);
  };
  if (!contact) return <AccountStep onFound={show} />;
  return <VerifyStep contact={contact} onOtherAccount={() => show(null)} onVerified={onVerified} />;
}

// ---------------------------------------------------------------------------------------------

function AccountStep({ onFound }: { onFound: (contact: UserContact) => void }) {
  const { t } = useAccountAccessStrings();
  const imageCode = useImageCode();
  const form = useForm<{ username: string; imageCode: string }>({
    defaultValues: { username: '', imageCode: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async ({ username, imageCode: typed }) => {
    try {
      const outcome = await postUserContact({ username: username.trim(), code: typed.trim() });
      if (outcome.ok) return onFound(outcome.result);
      setError('imageCode', { message: outcome.message });
    } catch {
      // The request layer has shown the server's message (an unknown name, no mobile, too many look-ups).
    }
    // The look-up spent the picture code: the next try needs a new one.
    setValue('imageCode', '');
    imageCode.refresh();
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="400px">
      <FormField label={t('forgot.username')} error={errors.username?.message}>
        <Input
          autoComplete="username"
          maxLength={LOGIN_NAME_MAX_LENGTH}
          {...register('username', {
            required: t('forgot.usernameRequired'),
            validate: (value) => Boolean(value.trim()) || t('forgot.usernameRequired'),
          })}
        />
      </FormField>
      <ImageCodeField
        image={imageCode.image}
        onRefresh={imageCode.refresh}
        inputProps={register('imageCode', {
          validate: (value) => Boolean(value.trim()) || t('forgot.imageCodeRequired'),
        })}
        error={errors.imageCode?.message}
      />
      <SubmitRow label={t('forgot.next')} loadingLabel={t('forgot.checking')} />
    </AccountForm>
  );
}

// ---------------------------------------------------------------------------------------------

interface VerifyFields {
  imageCode: string;
  smsCode: string;
}

function VerifyStep({
  contact,
  onOtherAccount,
  onVerified,
}: {
  contact: UserContact;
  onOtherAccount: () => void;
  onVerified: (ticket: ResetTicket) => void;
}) {
  const { t } = useAccountAccessStrings();
  const form = useForm<VerifyFields>({ defaultValues: { imageCode: '', smsCode: '' } });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit(async ({ smsCode }) => {
    const code = smsCode.trim();
    try {
      const outcome = await postCheckSmsCode({
        username: contact.username,
        function: 'FORGET_PASSWORD',
        code,
      });
      if (outcome.ok) onVerified({ username: contact.username, code });
      else setError('smsCode', { message: outcome.message });
    } catch {
      // The request layer has shown what went wrong.
    }
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="400px">
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Text>{t('reset.forUser', { username: contact.username })}</Text>
          <Text color="fg.muted">{t('forgot.sentTo', { mobile: contact.mobile })}</Text>
        </Stack>
        <Button variant="plain" size="sm" colorPalette="red" onClick={onOtherAccount}>
          {t('forgot.otherAccount')}
        </Button>
      </HStack>
      <SmsVerificationFields purpose="FORGET_PASSWORD" username={contact.username} />
      <SubmitRow label={t('forgot.next')} loadingLabel={t('forgot.checking')} />
    </AccountForm>
  );
}
