import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchPayPasswordSet } from '../api/payment.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { userInfoAtom } from '../state/session.ts';
import { PayPasswordForm } from './PayPasswordForm.tsx';
import { useSecurityStrings } from './useSecurityStrings.ts';

/** swr key of whether the member has a pay password; a saved one changes the answer. */
const payPasswordSetKey = (memberId: string) => ['pay-password-set', memberId] as const;

export interface PayPasswordPanelProps {
  /** Called once the pay password is saved. */
  onDone?: () => void;
}

/**
 * The pay-password form for the logged-in member: asks whether one is set (the form sets the first
 * or changes it) and takes the SMS-code requirement and mobile from the stored `userInfo`.
 */
export function PayPasswordPanel({ onDone }: PayPasswordPanelProps) {
  const { t } = useSecurityStrings();
  const user = useAtomValue(userInfoAtom);
  const set = useSWR(user ? payPasswordSetKey(user.id) : null, () => fetchPayPasswordSet());

  if (!user) return null;
  if (set.data === undefined) {
    return set.isLoading ? (
      <StatusMessage loading title={t('security.payPassword.loading')} />
    ) : (
      <StatusMessage
        title={t('security.payPassword.loadFailed')}
        action={{ label: t('security.payPassword.retry'), onClick: () => void set.mutate() }}
      />
    );
  }
  return (
    <PayPasswordForm
      hasPayPassword={set.data}
      codeRequired={user.updatePayPwdWithCode === '1'}
      maskedMobile={user.mobile ?? ''}
      onDone={() => {
        void set.mutate(true, { revalidate: false });
        onDone?.();
      }}
    />
  );
}
