import { API_PATHS, type CheckoutAddress, type CheckoutView } from '@mall/schemas';
import { fakeApi, type SentRequest } from './fake-api.ts';

/** What /pay's fake server answers: the priced checkout (or a function of its query) and the addresses. */
export interface CheckoutAnswers {
  checkout: CheckoutView | ((query: SentRequest['query']) => CheckoutView);
  addresses: CheckoutAddress[];
  /** The number of the order placed. Defaults to `O202611230001`. */
  sn?: string;
}

/**
 * Answers the checkout's calls for a member: the checkout and the addresses to ship to, a pre-check
 * that passes and an order placed; the payment page it then opens waits.
 */
export function answerCheckout({ checkout, addresses, sn = 'O202611230001' }: CheckoutAnswers): void {
  fakeApi.answer(
    API_PATHS.cartChecked,
    typeof checkout === 'function' ? ({ query }) => checkout(query) : checkout,
  );
  fakeApi.answer(API_PATHS.cartShippingAddress, addresses);
  fakeApi.answer(API_PATHS.orderPreCheck, null);
  fakeApi.answer(API_PATHS.orderCommit, { sn, points: 56 });
  fakeApi.hang(API_PATHS.orderCheckPayment);
}

/** The orders the checkout sent to the server's check, oldest first. */
export const checkedOrders = () => fakeApi.sent(API_PATHS.orderPreCheck).map(({ body }) => body);

/** The orders the checkout placed, oldest first. */
export const placedOrders = () => fakeApi.sent(API_PATHS.orderCommit).map(({ body }) => body);
