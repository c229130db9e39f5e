import { Box, Button, Input, Stack, Text } from '@chakra-ui/react';
import type { UserInfo } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postCardLogin } from '../api/account-access.ts';
import { encryptPassword } from '../session/encrypt-password.ts';
import { cardNoRules } from './account-rules.ts';
import { FormField } from './FormField.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { startSession } from './start-session.ts';
import { useImageCode } from './useImageCode.ts';

interface CardLoginFields {
  cardNo: string;
  cardPassword: string;
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
  const { t } = useTranslation('storefront');
  const imageCode = useImageCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CardLoginFields>({ defaultValues: { cardNo: '', cardPassword: '', imageCode: '' } });

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
    <Box w="full" maxW="360px">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
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
          <ImageCodeField
            image={imageCode.image}
            onRefresh={imageCode.refresh}
            inputProps={register('imageCode', { required: t('forgot.imageCodeRequired') })}
            error={errors.imageCode?.message}
          />
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText={t('card.submitting')}>
            {t('card.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
