import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { AccountForm } from './AccountForm.tsx';
import { NewPasswordFields, type NewPasswordPair } from './NewPasswordFields.tsx';
import { SubmitRow } from './SubmitRow.tsx';

export interface NewPasswordFormProps {
  /**
   * Saves the password (plain; the caller encrypts it). Resolves null when it was saved, else the
   * message to show under the form.
   */
  onSubmit: (password: string) => Promise<string | null>;
}

/** A new password and its confirmation, and the button that saves them (/resetPassword). */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const { t } = useAccountAccessStrings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordPair>({ defaultValues: { password: '', confirmPassword: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    setFailure(await onSubmit(password));
  });
  return (
    <AccountForm form={form} onSubmit={submit} maxW="400px">
      <NewPasswordFields />
      <SubmitRow label={t('reset.submit')} loadingLabel={t('reset.submitting')} failure={failure} />
    </AccountForm>
  );
}
