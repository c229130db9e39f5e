import { useNavigate } from 'react-router';
import { LoadStatus } from '../../ui/LoadStatus.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { usePaymentStrings } from './usePaymentStrings.ts';

export interface PaymentCheckStatusProps {
  /** The order the address names; empty when it names none. */
  sn: string;
  check: { isLoading: boolean; mutate: () => unknown };
  /** Said while the check loads. */
  loadingTitle: string;
}

/**
 * A payment page before its order's check is there: no order named (with the way to the order
 * list), loading, or failed with a retry.
 */
export function PaymentCheckStatus({ sn, check, loadingTitle }: PaymentCheckStatusProps) {
  const { t } = usePaymentStrings();
  const navigate = useNavigate();
  return (
    <>
      {sn ? (
        <LoadStatus
          load={check}
          words={{ loading: loadingTitle, loadFailed: t('payment.loadFailed'), retry: t('payment.retry') }}
        />
      ) : (
        <StatusMessage
          title={t('payment.noSn')}
          action={{ label: t('payment.toOrders'), onClick: () => void navigate('/home/myOrder') }}
        />
      )}
    </>
  );
}
