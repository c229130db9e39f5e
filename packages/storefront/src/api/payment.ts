import { API_PATHS } from '@mall/schemas';
import type { PaymentCheck, PaymentResult } from '@mall/schemas';
import { encryptPassword } from './encrypt-password.ts';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// Pay passwords travel encrypted, as the login password does; callers pass what was typed.

/** What paying an order takes, the member's balance, and whether a pay password is set. */
export function fetchPaymentCheck(sn: string): Promise<PaymentCheck> {
  return request<PaymentCheck>(API_PATHS.orderCheckPayment, jsonBody({ sn }));
}

/** Whether `password` is the member's pay password; a refusal as `{ ok: false, message }`. */
export async function checkPayPassword(password: string): Promise<RequestOutcome<boolean>> {
  return requestOutcome<boolean>(
    API_PATHS.orderPayPasswordCheck,
    jsonBody({ password: await encryptPassword(password) }),
  );
}

/**
 * Pays an order with welfare points. A wrong pay password, a short balance or an order no longer
 * unpaid comes back as `{ ok: false, message }`.
 */
export async function payOrder(sn: string, password: string): Promise<RequestOutcome<PaymentResult>> {
  return requestOutcome<PaymentResult>(
    API_PATHS.orderPay,
    jsonBody({ sn, password: await encryptPassword(password) }),
  );
}

/** Whether the member has set a pay password. */
export function fetchPayPasswordSet(): Promise<boolean> {
  return request<boolean>(API_PATHS.walletCheck);
}

/** Sets the member's first pay password; a refusal as `{ ok: false, message }`. */
export async function setPayPassword(password: string): Promise<RequestOutcome<unknown>> {
  return requestOutcome<unknown>(
    API_PATHS.walletSetPassword,
    jsonBody({ password: await encryptPassword(password) }),
  );
}
