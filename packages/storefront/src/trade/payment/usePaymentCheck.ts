import useSWR from 'swr';
import { fetchPaymentCheck } from '../../api/payment.ts';

/**
 * The order's payment check (what it takes, the balance, its status), asked once a page names an
 * order and needs it. Not asked again on focus: the payment's own answer moves the page on.
 */
export function usePaymentCheck(sn: string, needed = true) {
  return useSWR(sn && needed ? ['payment-check', sn] : null, () => fetchPaymentCheck(sn), {
    revalidateOnFocus: false,
  });
}
