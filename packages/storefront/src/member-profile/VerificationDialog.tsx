import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import {
  MOBILE_PATTERN,
  type VerifyCodeRequest,
  type VerifyStatus,
  type VerifyUserInfoRequest,
} from '@mall/schemas';
import { useForm } from 'react-hook-form';
import { MOBILE_INPUT } from '../account-access/account-rules.ts';
import { FormField } from '../account-access/FormField.tsx';
import { ImageCodeField } from '../account-access/ImageCodeField.tsx';
import { SmsCodeField } from '../account-access/SmsCodeField.tsx';
import { useImageCode } from '../account-access/useImageCode.ts';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { postVerifyCode, postVerifyUserInfo } from '../api/member-profile.ts';
import { useMemberProfileStrings } from './useMemberProfileStrings.ts';

/** The e-mail input takes at most this many characters (spec 03 sections 5 and 9). Defaults to `50`. */
export const EMAIL_INPUT_MAX_LENGTH = 50;
/** How long a "sent" or "verified" message stays up. */
const SUCCESS_TOAST_MS = 3_000;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Where a code goes: the mobile (an SMS) and the enterprise e-mail, in the order asked. */
const CHANNELS = ['sms', 'email'] as const;

interface VerificationValues {
  mobile: string;
  imageCode: string;
  smsCode: string;
  email: string;
  emailCode: string;
}

/** Whether `email` is an e-mail ending with one of the enterprise's suffixes (any, when it has none). */
export function isEnterpriseEmail(email: string, suffixes: readonly string[]): boolean {
  const typed = email.trim().toLowerCase();
  return (
    EMAIL_PATTERN.test(typed) &&
    (suffixes.length === 0 || suffixes.some((suffix) => typed.endsWith(suffix.toLowerCase())))
  );
}

export interface VerificationDialogProps {
  /** What the enterprise requires and the member has verified. */
  status: VerifyStatus;
  /** Called once the server has stored what the codes proved. */
  onVerified: () => void;
}

/**
 * The forced verification dialog (spec 03 sections 4 and 5): not dismissable, it covers the mall
 * until the member proves the mobile and/or enterprise e-mail their enterprise requires. Each send
 * needs the graphic code first and refreshes it afterwards; submit stays disabled until every field
 * is filled.
 */
export function VerificationDialog({ status, onVerified }: VerificationDialogProps) {
  const { t } = useMemberProfileStrings();
  const imageCode = useImageCode();
  const needMobile = status.requireMobile && !status.mobileVerify;
  const needEmail = status.requireEmail && !status.emailVerify;
  const suffixes = status.emailFormat.join(' / ');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VerificationValues>({
    defaultValues: { mobile: '', imageCode: '', smsCode: '', email: '', emailCode: '' },
  });

  const values = watch();
  const complete =
    (!needMobile || (values.mobile.trim() !== '' && values.smsCode.trim() !== '')) &&
    (!needEmail || (values.email.trim() !== '' && values.emailCode.trim() !== ''));

  /** Sends a code to the typed mobile or e-mail; true when it went out (the button counts down). */
  async function send(channel: 'sms' | 'email'): Promise<boolean> {
    const field = channel === 'sms' ? 'mobile' : 'email';
    const recipientOk = await trigger(field);
    const typed = getValues('imageCode').trim();
    clearErrors('imageCode');
    // Spec 03 section 5: the graphic code comes before a send.
    if (!typed) setError('imageCode', { message: t('verify.imageCodeRequired') });
    if (!recipientOk || !typed) return false;
    const request: VerifyCodeRequest =
      channel === 'sms'
        ? { mobile: getValues('mobile').trim(), code: typed }
        : { email: getValues('email').trim(), code: typed };
    try {
      const outcome = await postVerifyCode(request);
      if (!outcome.ok) {
        setError('imageCode', { message: outcome.message });
        return false;
      }
      toaster.create({
        type: 'success',
        description: t(channel === 'sms' ? 'verify.smsSent' : 'verify.mailSent'),
        duration: SUCCESS_TOAST_MS,
      });
      return true;
    } catch {
      // The request layer has shown why.
      return false;
    } finally {
      // The server spends the graphic code on every send it gets (spec 03 section 8).
      setValue('imageCode', '');
      imageCode.refresh();
    }
  }

  const submit = handleSubmit(async (form) => {
    const request: VerifyUserInfoRequest = {};
    if (needMobile) Object.assign(request, { mobile: form.mobile.trim(), smsCode: form.smsCode.trim() });
    if (needEmail) Object.assign(request, { email: form.email.trim(), emailCode: form.emailCode.trim() });
    try {
      const outcome = await postVerifyUserInfo(request);
      if (!outcome.ok) {
        const emailsCode = !needMobile || /邮箱|mail/i.test(outcome.message);
        setError(emailsCode ? 'emailCode' : 'smsCode', { message: outcome.message });
        return;
      }
    } catch {
      return;
    }
    toaster.create({ type: 'success', description: t('verify.succeeded'), duration: SUCCESS_TOAST_MS });
    onVerified();
  });

  return (
    // Not dismissable: only a verification closes it.
    <DialogFrame
      title={t('verify.title')}
      footer={
        <Button
          type="submit"
          form="member-verification"
          colorPalette="red"
          disabled={!complete || isSubmitting}
        >
          {isSubmitting ? t('verify.submitting') : t('verify.submit')}
        </Button>
      }
    >
      <form id="member-verification" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {t('verify.intro')}
          </Text>
          {needMobile ? (
            <FormField label={t('verify.mobile')} error={errors.mobile?.message}>
              <Input
                {...MOBILE_INPUT}
                {...register('mobile', {
                  required: t('verify.mobileRequired'),
                  pattern: { value: MOBILE_PATTERN, message: t('verify.mobileInvalid') },
                })}
              />
            </FormField>
          ) : null}
          {needEmail ? (
            <FormField
              label={t('verify.email')}
              error={errors.email?.message}
              helper={t('verify.emailHint', { suffixes })}
            >
              <Input
                type="email"
                autoComplete="email"
                maxLength={EMAIL_INPUT_MAX_LENGTH}
                {...register('email', {
                  required: t('verify.emailRequired'),
                  validate: (email) =>
                    isEnterpriseEmail(email, status.emailFormat) || t('verify.emailInvalid'),
                })}
              />
            </FormField>
          ) : null}
          <ImageCodeField
            image={imageCode.image}
            onRefresh={imageCode.refresh}
            // Only the sends need it, so it carries no rule of its own.
            inputProps={register('imageCode')}
            error={errors.imageCode?.message}
          />
          {CHANNELS.filter((channel) => (channel === 'sms' ? needMobile : needEmail)).map((channel) => {
            const field = channel === 'sms' ? 'smsCode' : 'emailCode';
            return (
              <Box key={channel} role="group" aria-label={t(`verify.${channel}Group`)}>
                <SmsCodeField
                  label={t(`verify.${field}`)}
                  inputProps={register(field, { required: t(`verify.${field}Required`) })}
                  onSend={() => send(channel)}
                  error={errors[field]?.message}
                />
              </Box>
            );
          })}
        </Stack>
      </form>
    </DialogFrame>
  );
}
