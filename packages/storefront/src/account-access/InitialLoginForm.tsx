import { Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { postResetPassword } from '../api/account-access.ts';
import { encryptPassword } from '../api/encrypt-password.ts';
import { AccountForm } from './AccountForm.tsx';
import { NewPasswordFields, type NewPasswordPair } from './NewPasswordFields.tsx';
import { SmsVerificationFields } from './SmsVerificationFields.tsx';
import { SubmitRow } from './SubmitRow.tsx';

interface InitialLoginFields extends NewPasswordPair {
  imageCode: string;
  smsCode: string;
}

export interface InitialLoginFormProps {
  /** The logged-in member's login name. */
  username: string;
  /** Their mobile as the server answered it (masked). */
  maskedMobile: string;
  /** Called once the new password is saved; the server has ended every session of the member. */
  onDone: () => void;
}

/**
 * First-login verification (spec 01 section 2.3, /initialLogin): an SMS code to the member's own
 * mobile proves the account is theirs, then the password they were given is replaced by one they
 * choose. It is the password recovery of the server (same code, same rules), so it ends every
 * session and the member logs in again with the new password.
 */
export function InitialLoginForm({ username, maskedMobile, onDone }: InitialLoginFormProps) {
  const { t } = useAccountAccessStrings();
  const form = useForm<InitialLoginFields>({
    defaultValues: { imageCode: '', smsCode: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit(async ({ smsCode, password }) => {
    try {
      const outcome = await postResetPassword({
        username,
        code: smsCode.trim(),
        newPassword: await encryptPassword(password),
      });
      if (outcome.ok) onDone();
      else setError('smsCode', { message: outcome.message });
    } catch {
      // The request layer has shown the server's message.
    }
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="440px">
      <Text color="fg.muted">{t('forgot.sentTo', { mobile: maskedMobile })}</Text>
      <SmsVerificationFields purpose="FORGET_PASSWORD" username={username} />
      <NewPasswordFields />
      <SubmitRow label={t('reset.submit')} loadingLabel={t('reset.submitting')} />
    </AccountForm>
  );
}
