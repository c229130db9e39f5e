import { API_PATHS, type TokenPair } from '@mall/schemas';
import type {
  CardLoginRequest,
  DisposableCard,
  DisposableCardListRequest,
  RegisterBindCardRequest,
  ResetPasswordRequest,
  SmsCodeCheckRequest,
  SmsCodeRequest,
  SmsCodeSent,
  UserContact,
  UserContactRequest,
  YcxkPhoneLoginRequest,
} from '@mall/schemas';
import { requestOutcome, type RequestOutcome } from './request.ts';

// Cards, sign-up, SMS codes and password recovery. Every call answers a RequestOutcome: a wrong
// image code, card password or SMS code (code 30000) comes back as `{ ok: false, message }` for the
// form to show; anything else was already shown by the request layer, which then rejects.

const guestPost = <T>(path: string, body: object): Promise<RequestOutcome<T>> =>
  requestOutcome<T>(path, { method: 'POST', auth: false, body: { ...body } });

/** Welfare-card login (the password already encrypted). */
export function postCardLogin(body: CardLoginRequest): Promise<RequestOutcome<TokenPair>> {
  return guestPost(API_PATHS.cardLogin, body);
}

/** Sends an SMS code; the `uuid` header the request layer adds names the image code in `code`. */
export function postSendSmsCode(body: SmsCodeRequest): Promise<RequestOutcome<SmsCodeSent>> {
  return guestPost(API_PATHS.sendSmsCode, { type: '1', ...body });
}

/** Checks an SMS code without spending it. */
export function postCheckSmsCode(body: SmsCodeCheckRequest): Promise<RequestOutcome<boolean>> {
  return guestPost(API_PATHS.checkSmsCode, body);
}

/**
 * The masked mobile a login name's recovery code goes to; the `uuid` header the request layer adds
 * names the image code in `code`, which the look-up spends.
 */
export function postUserContact(body: UserContactRequest): Promise<RequestOutcome<UserContact>> {
  return guestPost(API_PATHS.userContact, body);
}

/** A new login password with the recovery SMS code (the password already encrypted). */
export function postResetPassword(body: ResetPasswordRequest): Promise<RequestOutcome<null>> {
  return guestPost(API_PATHS.resetPassword, body);
}

/** Sign-up by binding a welfare card (both passwords already encrypted); answers the new session. */
export function postRegisterBindCard(body: RegisterBindCardRequest): Promise<RequestOutcome<TokenPair>> {
  return guestPost(API_PATHS.registerBindCard, body);
}

/** The disposable cards of a phone, for its live YCXK code. */
export function postDisposableCardList(
  body: DisposableCardListRequest,
): Promise<RequestOutcome<DisposableCard[]>> {
  return guestPost(API_PATHS.disposableCardList, body);
}

/** Disposable-card login as the chosen card's member. */
export function postYcxkPhoneLogin(body: YcxkPhoneLoginRequest): Promise<RequestOutcome<TokenPair>> {
  return guestPost(API_PATHS.ycxkPhoneLogin, body);
}
