import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { DisposableCard, UserInfo } from '@mall/schemas';

import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postDisposableCardList, postYcxkPhoneLogin } from '../api/account-access.ts';
import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PATTERN, mobileRules } from './account-rules.ts';
import { DisposableCardChooser } from './DisposableCardChooser.tsx';
import { FormField } from './FormField.tsx';
import { ImageCodeField } from './ImageCodeField.tsx';
import { sendSmsCodeFromForm } from './send-sms-code.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { startSession } from './start-session.ts';
import { useImageCode } from './useImageCode.ts';

interface PhoneFields {
  mobile: string;
  imageCode: string;
  smsCode: string;
}

interface CardFields {
  cardNo: string | null;
}

/** The phone and code that found the cards; the login spends the code. */
interface FoundCards {
  mobile: string;
  smsCode: string;
  cards: DisposableCard[];
}

export interface YcxkLoginFormProps {
  /** The enterprise of the login page: only its cards are listed. Null: every card of the phone. */
  oneId?: string | null;
  /** Called once the chosen card's member is logged in and loaded. */
  onLoggedIn: (user: UserInfo) => void;
}

/**
 * Disposable-card (YCXK) login in two steps: the phone, its picture code and SMS code (60 s
 * countdown) find the phone's cards; the user picks a usable one and logs in as its member.
 */
export function YcxkLoginForm({ oneId, onLoggedIn }: YcxkLoginFormProps) {
  const [found, setFound] = useState<FoundCards | null>(null);
  if (!found) return <PhoneStep oneId={oneId} onFound={setFound} />;
  return <CardStep oneId={oneId} found={found} onBack={() => setFound(null)} onLoggedIn={onLoggedIn} />;
}

// ---------------------------------------------------------------------------------------------

function PhoneStep({ oneId, onFound }: { oneId?: string | null; onFound: (found: FoundCards) => void }) {
  const { t } = useTranslation('storefront');
  const imageCode = useImageCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PhoneFields>({ defaultValues: { mobile: '', imageCode: '', smsCode: '' } });

  async function sendCode(): Promise<boolean> {
    const { mobile, imageCode: typed } = getValues();
    clearErrors(['mobile', 'imageCode']);
    // Spec 03 section 5: the phone and the picture code come before a send.
    if (!mobile.trim()) setError('mobile', { message: t('forgot.mobileEmpty') });
    else if (!MOBILE_PATTERN.test(mobile.trim())) setError('mobile', { message: t('forgot.mobileInvalid') });
    if (!typed.trim()) setError('imageCode', { message: t('forgot.imageCodeRequired') });
    if (!MOBILE_PATTERN.test(mobile.trim()) || !typed.trim()) return false;
    return sendSmsCodeFromForm(
      { phonenumber: mobile.trim(), function: 'YCXK_LOGIN', code: typed.trim() },
      {
        refresh: imageCode.refresh,
        clear: () => setValue('imageCode', ''),
        showError: (message) => setError('imageCode', { message }),
      },
      t('forgot.smsSent'),
    );
  }

  const submit = handleSubmit(async ({ mobile, smsCode }) => {
    setFailure(null);
    try {
      const outcome = await postDisposableCardList({
        phonenumber: mobile.trim(),
        code: smsCode.trim(),
        ...(oneId ? { oneId } : {}),
      });
      if (outcome.ok) onFound({ mobile: mobile.trim(), smsCode: smsCode.trim(), cards: outcome.result });
      else setFailure(outcome.message);
    } catch {
      // The request layer has shown what went wrong.
    }
  });

  return (
    <Box w="full" maxW="400px">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <FormField label={t('forgot.mobile')} error={errors.mobile?.message}>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={MOBILE_INPUT_MAX_LENGTH}
              {...register('mobile', mobileRules(t))}
            />
          </FormField>
          <ImageCodeField
            image={imageCode.image}
            onRefresh={imageCode.refresh}
            // Only the send needs it; the search for cards goes by the SMS code.
            inputProps={register('imageCode')}
            error={errors.imageCode?.message}
          />
          <SmsCodeField
            inputProps={register('smsCode', { required: t('forgot.smsCodeRequired') })}
            onSend={sendCode}
            error={errors.smsCode?.message}
            sendDisabled={isSubmitting}
          />
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText={t('ycxk.finding')}>
            {t('ycxk.findCards')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

// ---------------------------------------------------------------------------------------------

interface CardStepProps {
  oneId?: string | null;
  found: FoundCards;
  onBack: () => void;
  onLoggedIn: (user: UserInfo) => void;
}

function CardStep({ oneId, found, onBack, onLoggedIn }: CardStepProps) {
  const { t } = useTranslation('storefront');
  const [failure, setFailure] = useState<string | null>(null);
  const usable = found.cards.filter((card) => card.status === 'ACTIVE');
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFields>({
    // One usable card is the obvious choice.
    defaultValues: { cardNo: usable.length === 1 ? (usable[0]?.cardNo ?? null) : null },
  });

  const submit = handleSubmit(async ({ cardNo }) => {
    if (!cardNo) return;
    setFailure(null);
    try {
      const outcome = await postYcxkPhoneLogin({
        phonenumber: found.mobile,
        code: found.smsCode,
        cardNo,
        ...(oneId ? { oneId } : {}),
      });
      if (outcome.ok) onLoggedIn(await startSession(outcome.result));
      else setFailure(outcome.message);
    } catch {
      // The request layer has shown what went wrong.
    }
  });

  return (
    <Box w="full" maxW="400px">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Controller
            control={control}
            name="cardNo"
            rules={{ validate: (value) => Boolean(value) || t('ycxk.cardRequired') }}
            render={({ field }) => (
              <DisposableCardChooser
                cards={found.cards}
                value={field.value}
                onChange={field.onChange}
                error={errors.cardNo?.message}
              />
            )}
          />
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <HStack>
            <Button variant="outline" onClick={onBack}>
              {t('ycxk.changePhone')}
            </Button>
            <Button
              type="submit"
              flex="1"
              colorPalette="red"
              disabled={usable.length === 0}
              loading={isSubmitting}
              loadingText={t('ycxk.submitting')}
            >
              {t('ycxk.submit')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
