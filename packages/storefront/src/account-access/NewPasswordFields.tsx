import { Input } from '@chakra-ui/react';
import { PASSWORD_MAX_LENGTH } from '@mall/schemas';
import { useFormContext } from 'react-hook-form';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';
import { confirmPasswordRules, newPasswordRules } from './account-rules.ts';
import { FormField } from './FormField.tsx';

/** The fields of a form that sets a login password. */
export interface NewPasswordPair {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps {
  /** Label of the password. Defaults to the catalogue's "new password". */
  passwordLabel?: string;
  /** Label of the confirmation. Defaults to the catalogue's "confirm new password". */
  confirmLabel?: string;
}

/** Both inputs: a new password, and room for one character too many, so the length message can show rather than a silent cut. */
const NEW_PASSWORD_INPUT = {
  type: 'password',
  autoComplete: 'new-password',
  maxLength: PASSWORD_MAX_LENGTH + 1,
} as const;

/**
 * A new login password and its confirmation, with the rules and wording of spec 03 section 5. Goes
 * inside a react-hook-form `FormProvider` whose fields include `password` and `confirmPassword`.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel }: NewPasswordFieldsProps) {
  const { t } = useAccountAccessStrings();
  const {
    register,
    getValues,
    formState: { errors },
  } = useFormContext<NewPasswordPair>();
  return (
    <>
      <FormField
        label={passwordLabel ?? t('reset.newPassword')}
        error={errors.password?.message}
        helper={t('reset.passwordHint')}
      >
        <Input {...NEW_PASSWORD_INPUT} {...register('password', newPasswordRules(t))} />
      </FormField>
      <FormField label={confirmLabel ?? t('reset.confirmPassword')} error={errors.confirmPassword?.message}>
        <Input
          {...NEW_PASSWORD_INPUT}
          {...register(
            'confirmPassword',
            confirmPasswordRules(t, () => getValues('password')),
          )}
        />
      </FormField>
    </>
  );
}
