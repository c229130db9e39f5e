import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountForm } from '../account-access/AccountForm.tsx';
import { FormField } from '../account-access/FormField.tsx';
import { NewPasswordFields, type NewPasswordPair } from '../account-access/NewPasswordFields.tsx';
import { SubmitRow } from '../account-access/SubmitRow.tsx';
import { toaster } from '../ui/toaster.ts';
import { changeLoginPassword } from '../api/security.ts';
import { useRefreshUserInfo } from './useRefreshUserInfo.ts';
import { useSecurityStrings } from './useSecurityStrings.ts';

interface LoginPasswordFields extends NewPasswordPair {
  oldPassword: string;
}

export interface LoginPasswordFormProps {
  /** Called once the new password is saved and the stored member read afresh. */
  onDone?: () => void;
}

/**
 * The login-password change (spec 03 section 5): the old password, then a new one (8-16 characters,
 * three of four kinds) and its confirmation, worded from the catalogue. The server's refusal (a
 * wrong old password, say) shows above the button; on success the member is read afresh, so
 * `updatePwd` is '0' everywhere.
 */
export function LoginPasswordForm({ onDone }: LoginPasswordFormProps) {
  const { t } = useSecurityStrings();
  const refreshUserInfo = useRefreshUserInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginPasswordFields>({
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = form.handleSubmit(async ({ oldPassword, password }) => {
    setFailure(null);
    try {
      const outcome = await changeLoginPassword(oldPassword, password);
      if (!outcome.ok) return setFailure(outcome.message);
      toaster.create({ type: 'success', description: t('security.loginPassword.done') });
      form.reset();
      await refreshUserInfo({ updatePwd: '0' });
      onDone?.();
    } catch {
      // The request layer has shown the failure.
    }
  });

  return (
    <AccountForm form={form} onSubmit={submit} maxW="420px">
      <FormField label={t('security.loginPassword.old')} error={errors.oldPassword?.message}>
        {/* Only asked for here (spec 03 section 5: not validated): the server says whether it is right. */}
        <Input
          type="password"
          autoComplete="current-password"
          {...register('oldPassword', { required: t('security.loginPassword.oldRequired') })}
        />
      </FormField>
      <NewPasswordFields />
      <SubmitRow
        label={t('security.loginPassword.submit')}
        loadingLabel={t('security.loginPassword.submitting')}
        failure={failure}
      />
    </AccountForm>
  );
}
