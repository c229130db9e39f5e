import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { MOBILE_INPUT, mobileRules } from './account-rules.ts';
import { FormField } from './FormField.tsx';

/**
 * The mobile an SMS code goes to (spec 03 section 5 rules). Goes inside a react-hook-form
 * `FormProvider` whose fields include `mobile`; SmsVerificationFields sends to it.
 */
export function MobileField() {
  const { t } = useAccountAccessStrings();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ mobile: string }>();
  return (
    <FormField label={t('forgot.mobile')} error={errors.mobile?.message}>
      <Input {...MOBILE_INPUT} {...register('mobile', mobileRules(t))} />
    </FormField>
  );
}
