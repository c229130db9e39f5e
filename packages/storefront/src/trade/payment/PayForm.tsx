import { Button, Input, Stack } from '@chakra-ui/react';
import type { PaymentResult } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../account-access/FormField.tsx';
import { checkPayPassword, payOrder } from '../../api/payment.ts';
import { refusalText } from '../../security/pay-password-refusal.ts';
import { useSecurityStrings } from '../../security/useSecurityStrings.ts';
import { PAY_PASSWORD_MAX_LENGTH } from './pay-password-rules.ts';
import { usePaymentStrings } from './usePaymentStrings.ts';

export interface PayFormProps {
  sn: string;
  /** The order is paid. */
  onPaid: (result: PaymentResult) => void;
}

/**
 * The pay password (masked) and "confirm payment": the password is checked, then the order paid,
 * each time encrypted in transit. A wrong password or any other refusal shows under the field and
 * the member may type again.
 */
export function PayForm({ sn, onPaid }: PayFormProps) {
  const { t } = usePaymentStrings();
  const { t: tSecurity } = useSecurityStrings();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const refuse = (message: string) => {
    setFailure(message);
    resetField('password');
  };

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const checked = await checkPayPassword(password);
      if (!checked.ok) return refuse(refusalText(checked, t('payment.wrongPassword'), tSecurity));
      if (checked.result === false) return refuse(t('payment.wrongPassword'));
      const paid = await payOrder(sn, password);
      if (!paid.ok) return refuse(paid.message);
      onPaid(paid.result);
    } catch {
      // The request layer has shown the failure.
    }
  });

  return (
    <form noValidate aria-label={t('payment.pay')} onSubmit={(event) => void submit(event)}>
      <Stack gap="4" maxW="24rem">
        <FormField label={t('payment.password')} error={errors.password?.message ?? failure ?? undefined}>
          <Input
            type="password"
            autoComplete="current-password"
            maxLength={PAY_PASSWORD_MAX_LENGTH}
            {...register('password', {
              required: t('payment.passwordRequired'),
              onChange: () => setFailure(null),
            })}
          />
        </FormField>
        <Button type="submit" colorPalette="red" size="lg" alignSelf="flex-start" loading={isSubmitting}>
          {t('payment.pay')}
        </Button>
      </Stack>
    </form>
  );
}
