import type { UserInfo } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { postCardLogin } from '../api/account-access.ts';
import { encryptPassword } from '../api/encrypt-password.ts';
import { AccountForm } from './AccountForm.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { startSession } from './start-session.ts';
import { SubmitRow } from './SubmitRow.tsx';
import { useImageCode } from './useImageCode.ts';
import { WelfareCardFields, type WelfareCardPair } from './WelfareCardFields.tsx';

interface CardLoginFields extends WelfareCardPair {
  imageCode: string;
}

export interface CardLoginFormProps {
  /** The enterprise of the login page, sent with the login when known. */
  oneId?: string | null;
  /** Called once the card's member is logged in and loaded. */
  onLoggedIn: (user: UserInfo) => void;
}

/**
 * Welfare-card login: card number (Luhn-checked), card password (encrypted before sending) and the
 * picture code. A refusal shows the server's message under the form and draws a new picture.
 */
export function CardLoginForm({ oneId, onLoggedIn }: CardLoginFormProps) {
  const { t } = useAccountAccessStrings();
  const imageCode = useImageCode();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardLoginFields>({ defaultValues: { cardNo: '', cardPassword: '', imageCode: '' } });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    try {
      const outcome = await postCardLogin({
        cardNo: fields.cardNo.replace(/\s+/g, ''),
        password: await encryptPassword(fields.cardPassword),
        code: fields.imageCode.trim(),
        ...(oneId ? { oneId } : {}),
      });
      if (outcome.ok) {
        onLoggedIn(await startSession(outcome.result));
        return;
      }
      setFailure(outcome.message || t('card.failed'));
    } catch {
      // The request layer has shown what went wrong.
    }
    // Every attempt spends the picture code.
    setValue('imageCode', '');
    imageCode.refresh();
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="360px">
      <WelfareCardFields />
      <ImageCodeField
        image={imageCode.image}
        onRefresh={imageCode.refresh}
        inputProps={register('imageCode', { required: t('forgot.imageCodeRequired') })}
        error={errors.imageCode?.message}
      />
      <SubmitRow label={t('card.submit')} loadingLabel={t('card.submitting')} failure={failure} />
    </AccountForm>
  );
}
