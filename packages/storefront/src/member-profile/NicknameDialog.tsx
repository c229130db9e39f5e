import { Button, Input } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { NICKNAME_MAX_LENGTH } from '../account-access/account-rules.ts';
import { FormField } from '../account-access/FormField.tsx';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { toaster } from '../ui/toaster.ts';
import { postMemberUpdate } from '../api/member-profile.ts';
import { useMemberProfileStrings } from './useMemberProfileStrings.ts';

export interface NicknameDialogProps {
  open: boolean;
  /** The nickname the input starts with. */
  nickName: string;
  onClose: () => void;
  /** Called with the new nickname once the server has it. */
  onChanged: (nickName: string) => void;
}

/**
 * Changes the nickname (spec 03 section 5): required ('nickname cannot be empty') and at most 10
 * characters; the server checks both again and its refusal is shown at the input.
 */
export function NicknameDialog({ open, nickName, onClose, onChanged }: NicknameDialogProps) {
  const { t } = useMemberProfileStrings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ nickName: string }>({ values: { nickName } });

  const submit = handleSubmit(async (form) => {
    const next = form.nickName.trim();
    try {
      const outcome = await postMemberUpdate({ nickName: next });
      if (!outcome.ok) {
        setError('nickName', { message: outcome.message });
        return;
      }
    } catch {
      return;
    }
    toaster.create({ type: 'success', description: t('profile.nickNameChanged'), duration: 3_000 });
    onChanged(next);
  });

  const close = () => {
    reset();
    onClose();
  };

  return (
    <DialogFrame
      open={open}
      onDismiss={close}
      title={t('profile.nickNameTitle')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" form="member-nickname" colorPalette="red" loading={isSubmitting}>
            {t('profile.save')}
          </Button>
        </>
      }
    >
      <form id="member-nickname" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t('profile.nickName')} error={errors.nickName?.message}>
          <Input
            autoComplete="nickname"
            {...register('nickName', {
              validate: (value) => {
                const typed = value.trim();
                if (!typed) return t('profile.nickNameRequired');
                return (
                  [...typed].length <= NICKNAME_MAX_LENGTH ||
                  t('profile.nickNameTooLong', { max: NICKNAME_MAX_LENGTH })
                );
              },
            })}
          />
        </FormField>
      </form>
    </DialogFrame>
  );
}
