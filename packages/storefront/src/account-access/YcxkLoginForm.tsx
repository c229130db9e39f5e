import { Button } from '@chakra-ui/react';
import type { DisposableCard, UserInfo } from '@mall/schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { postDisposableCardList, postYcxkPhoneLogin } from '../api/account-access.ts';
import { AccountForm } from './AccountForm.tsx';
import { DisposableCardChooser } from './DisposableCardChooser.tsx';
import { MobileField } from './MobileField.tsx';
import { SmsVerificationFields } from './SmsVerificationFields.tsx';
import { startSession } from './start-session.ts';
import { SubmitRow } from './SubmitRow.tsx';

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
  const { t } = useAccountAccessStrings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PhoneFields>({ defaultValues: { mobile: '', imageCode: '', smsCode: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ mobile, smsCode }) => {
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
    <AccountForm form={form} onSubmit={submit} maxW="400px">
      <MobileField />
      <SmsVerificationFields purpose="YCXK_LOGIN" sendDisabled={isSubmitting} />
      <SubmitRow label={t('ycxk.findCards')} loadingLabel={t('ycxk.finding')} failure={failure} />
    </AccountForm>
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
  const { t } = useAccountAccessStrings();
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
      if (outcome.ok) onLoggedIn(await startSession(outcome.result, 'YCXK'));
      else setFailure(outcome.message);
    } catch {
      // The request layer has shown what went wrong.
    }
  });

  return (
    <AccountForm onSubmit={submit} maxW="400px">
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
      <SubmitRow
        label={t('ycxk.submit')}
        loadingLabel={t('ycxk.submitting')}
        loading={isSubmitting}
        failure={failure}
        disabled={usable.length === 0}
        before={
          <Button variant="outline" onClick={onBack}>
            {t('ycxk.changePhone')}
          </Button>
        }
      />
    </AccountForm>
  );
}
