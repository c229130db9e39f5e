import { Input, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountForm } from '../account-access/AccountForm.tsx';
import { FormField } from '../account-access/FormField.tsx';
import { SmsCodeField } from '../account-access/SmsCodeField.tsx';
import { SubmitRow } from '../account-access/SubmitRow.tsx';
import { setPayPassword } from '../api/payment.ts';
import { RadioChoices } from '../ui/RadioChoices.tsx';
import { toaster } from '../ui/toaster.ts';
import {
  confirmPayPasswordRules,
  newPayPasswordRules,
  PAY_PASSWORD_MAX_LENGTH,
} from './pay-password-rules.ts';
import { refusalText } from './pay-password-refusal.ts';
import { changePayPassword, sendPayPasswordCode } from '../api/security.ts';
import { useRefreshUserInfo } from './useRefreshUserInfo.ts';
import { useSecurityStrings } from './useSecurityStrings.ts';

interface PayPasswordFields {
  oldPassword: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** How a change is allowed: the old pay password, or an SMS code to the member's mobile. */
type Proof = 'old' | 'code';

/** Both new-password inputs; one character too many fits, so the length message shows rather than a silent cut. */
const NEW_PAY_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: PAY_PASSWORD_MAX_LENGTH + 1,
} as const;

export interface PayPasswordFormProps {
  /** The member has a pay password: the form changes it; else it sets the first one. */
  hasPayPassword: boolean;
  /** updatePayPwdWithCode '1': a change needs the SMS code, the old pay password will not do. */
  codeRequired: boolean;
  /** The member's mobile as the server answered it (masked), where the code goes. */
  maskedMobile: string;
  /** Called once the pay password is saved and the stored member read afresh. */
  onDone?: () => void;
}

/**
 * The pay-password form (spec 03 sections 4 and 5): setting the first one, or changing it after
 * proving who the member is with the old one or an SMS code (the code alone when `codeRequired`).
 * New pay password 6-16 letters and digits, typed twice. Success says 'pay password set
 * successfully'; a refusal shows the server's message above the button.
 */
export function PayPasswordForm({
  hasPayPassword,
  codeRequired,
  maskedMobile,
  onDone,
}: PayPasswordFormProps) {
  const { t } = useSecurityStrings();
  const refreshUserInfo = useRefreshUserInfo();
  const [proof, setProof] = useState<Proof>(codeRequired ? 'code' : 'old');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PayPasswordFields>({
    defaultValues: { oldPassword: '', code: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    getValues,
    setError,
    clearErrors,
    watch,
    formState: { errors },
  } = form;
  // A refusal is about what was typed: typing again takes it away.
  useEffect(() => {
    const typing = watch(() => setFailure(null));
    return () => typing.unsubscribe();
  }, [watch]);

  const sendCode = async (): Promise<boolean> => {
    clearErrors('code');
    try {
      const outcome = await sendPayPasswordCode();
      if (!outcome.ok) {
        setError('code', { message: outcome.message });
        return false;
      }
      toaster.create({ type: 'success', description: t('security.payPassword.smsSent') });
      return true;
    } catch {
      // The request layer has shown the failure (a second code too soon, say).
      return false;
    }
  };

  const submit = form.handleSubmit(async ({ oldPassword, code, password }) => {
    setFailure(null);
    try {
      const outcome = !hasPayPassword
        ? await setPayPassword(password)
        : await changePayPassword(proof === 'code' ? { code } : { oldPassword }, password);
      if (!outcome.ok) {
        const reason = refusalText(outcome, t('security.payPassword.failed'), t);
        // A change says it failed before why (spec 03 section 8), a first setting the reason alone.
        return setFailure(
          hasPayPassword ? t('security.payPassword.modifyFailedBecause', { reason }) : reason,
        );
      }
      toaster.create({ type: 'success', description: t('security.payPassword.done') });
      form.reset();
      await refreshUserInfo({ updatePayPwd: '0' });
      onDone?.();
    } catch {
      // The request layer has toasted the failure; the form still says its change did not happen.
      if (hasPayPassword) setFailure(t('security.payPassword.modifyFailed'));
    }
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="440px">
      {!hasPayPassword ? (
        <Text color="fg.muted">{t('security.payPassword.setIntro')}</Text>
      ) : codeRequired ? (
        <Text color="fg.muted">{t('security.payPassword.codeOnly')}</Text>
      ) : (
        <RadioChoices
          label={t('security.payPassword.verifyBy')}
          value={proof}
          options={[
            { value: 'old', label: t('security.payPassword.byOld') },
            { value: 'code', label: t('security.payPassword.byCode') },
          ]}
          onChange={(chosen) => {
            setProof(chosen);
            setFailure(null);
          }}
          size="sm"
        />
      )}

      {hasPayPassword && proof === 'old' ? (
        <FormField label={t('security.payPassword.old')} error={errors.oldPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            maxLength={PAY_PASSWORD_MAX_LENGTH}
            {...register('oldPassword', {
              required: t('security.payPassword.oldRequired'),
              shouldUnregister: true,
            })}
          />
        </FormField>
      ) : null}
      {hasPayPassword && proof === 'code' ? (
        <SmsCodeField
          inputProps={register('code', {
            required: t('security.payPassword.smsCodeRequired'),
            validate: (value: string) => value.trim() !== '' || t('security.payPassword.smsCodeRequired'),
            shouldUnregister: true,
          })}
          onSend={sendCode}
          error={errors.code?.message}
          helper={maskedMobile ? t('security.payPassword.sentTo', { mobile: maskedMobile }) : undefined}
        />
      ) : null}

      <FormField
        label={t('security.payPassword.new')}
        error={errors.password?.message}
        helper={t('security.payPassword.newHint')}
      >
        <Input {...NEW_PAY_PASSWORD_INPUT} {...register('password', newPayPasswordRules(t))} />
      </FormField>
      <FormField label={t('security.payPassword.confirm')} error={errors.confirmPassword?.message}>
        <Input
          {...NEW_PAY_PASSWORD_INPUT}
          {...register(
            'confirmPassword',
            confirmPayPasswordRules(t, () => getValues('password')),
          )}
        />
      </FormField>
      <SubmitRow
        label={t('security.payPassword.submit')}
        loadingLabel={t('security.payPassword.submitting')}
        failure={failure}
      />
    </AccountForm>
  );
}
