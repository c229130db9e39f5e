import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../account-access/FormField.tsx';
import { setPayPassword } from '../../api/payment.ts';
import { toaster } from '../../ui/toaster.ts';
import { confirmPayPasswordRules, PAY_PASSWORD_MAX_LENGTH, payPasswordRules } from './pay-password-rules.ts';
import { usePaymentStrings } from './usePaymentStrings.ts';
import { AlertLine } from '../../ui/AlertLine.tsx';

interface PayPasswordPair {
  password: string;
  confirmPassword: string;
}

const PAY_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: PAY_PASSWORD_MAX_LENGTH,
} as const;

export interface SetPayPasswordFormProps {
  /** The server took the password. */
  onSet: () => void;
}

/**
 * The member has no pay password yet: one, typed twice (6-16 letters and digits), set before paying.
 * The server's refusal shows above the button.
 */
export function SetPayPasswordForm({ onSet }: SetPayPasswordFormProps) {
  const { t } = usePaymentStrings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    getValues,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PayPasswordPair>({ defaultValues: { password: '', confirmPassword: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const outcome = await setPayPassword(password);
      if (!outcome.ok) return setFailure(outcome.message);
      toaster.create({ type: 'success', description: t('payment.passwordSet') });
      onSet();
    } catch {
      // The request layer has shown the failure.
    }
  });

  return (
    <form noValidate aria-label={t('payment.setPasswordTitle')} onSubmit={(event) => void submit(event)}>
      <Stack gap="4" maxW="24rem">
        <Text fontWeight="semibold">{t('payment.setPasswordTitle')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('payment.setPasswordHint')}
        </Text>
        <FormField label={t('payment.newPassword')} error={errors.password?.message}>
          <Input {...PAY_PASSWORD_INPUT} {...register('password', payPasswordRules(t))} />
        </FormField>
        <FormField label={t('payment.confirmPassword')} error={errors.confirmPassword?.message}>
          <Input
            {...PAY_PASSWORD_INPUT}
            {...register(
              'confirmPassword',
              confirmPayPasswordRules(t, () => getValues('password')),
            )}
          />
        </FormField>
        <AlertLine status="error" title={failure} />
        <Button type="submit" colorPalette="red" alignSelf="flex-start" loading={isSubmitting}>
          {t('payment.setPassword')}
        </Button>
      </Stack>
    </form>
  );
}
