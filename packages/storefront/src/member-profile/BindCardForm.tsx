import { Button, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { isLuhnValid, type MemberCard } from '@mall/schemas';
import { useForm } from 'react-hook-form';
import { FormField } from '../account-access/FormField.tsx';
import { encryptPassword } from '../api/encrypt-password.ts';
import { toaster } from '../ui/toaster.ts';
import { postBindCard } from '../api/member-profile.ts';
import { useMemberProfileStrings } from './useMemberProfileStrings.ts';

export interface BindCardFormProps {
  /** Called with the member's cards once the new one is bound. */
  onBound: (cards: MemberCard[]) => void;
}

/** Binds another welfare card of the member's enterprise: its number (Luhn-checked) and password. */
export function BindCardForm({ onBound }: BindCardFormProps) {
  const { t } = useMemberProfileStrings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ cardNo: string; password: string }>({ defaultValues: { cardNo: '', password: '' } });

  const submit = handleSubmit(async (form) => {
    try {
      const outcome = await postBindCard({
        cardNo: form.cardNo.replace(/\s+/g, ''),
        password: await encryptPassword(form.password),
      });
      if (!outcome.ok) {
        setError('cardNo', { message: outcome.message });
        return;
      }
      reset();
      toaster.create({ type: 'success', description: t('cards.bound'), duration: 3_000 });
      onBound(outcome.result);
    } catch {
      // The request layer has shown why.
    }
  });

  return (
    <Stack as="section" gap="3" mt="8" maxW="32rem" aria-labelledby="bind-card-title">
      <Heading as="h2" size="md" id="bind-card-title">
        {t('cards.bindTitle')}
      </Heading>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="3">
          <FormField label={t('cards.bindCardNo')} error={errors.cardNo?.message}>
            <Input
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              {...register('cardNo', {
                required: t('cards.bindCardNoRequired'),
                validate: (value) => isLuhnValid(value.replace(/\s+/g, '')) || t('cards.bindCardNoInvalid'),
              })}
            />
          </FormField>
          <FormField label={t('cards.bindPassword')} error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="off"
              maxLength={32}
              {...register('password', { required: t('cards.bindPasswordRequired') })}
            />
          </FormField>
          <HStack>
            <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText={t('cards.binding')}>
              {t('cards.bind')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
