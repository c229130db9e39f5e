import { Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { cardNoRules } from './account-rules.ts';
import { FormField } from './FormField.tsx';

/** The fields of a form that names a welfare card. */
export interface WelfareCardPair {
  cardNo: string;
  cardPassword: string;
}

/** 19 digits with a space after every four, as a card number is often typed. */
const CARD_NO_INPUT_MAX_LENGTH = 23;

/**
 * A welfare card's number (Luhn-checked) and its password. Goes inside a react-hook-form
 * `FormProvider` whose fields include `cardNo` and `cardPassword`.
 */
export function WelfareCardFields() {
  const { t } = useAccountAccessStrings();
  const {
    register,
    formState: { errors },
  } = useFormContext<WelfareCardPair>();
  return (
    <>
      <FormField label={t('card.cardNo')} error={errors.cardNo?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={CARD_NO_INPUT_MAX_LENGTH}
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
    </>
  );
}
