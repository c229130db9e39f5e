import {
  API_PATHS,
  type BindCardRequest,
  type MemberCard,
  type MemberDetail,
  type MemberUpdateRequest,
  type PrivacyConsentRequest,
  type PrivacyConsentStatus,
  type VerifyCodeRequest,
  type VerifyCodeSent,
  type VerifyStatus,
  type VerifyUserInfoRequest,
} from '@mall/schemas';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// The calls of forced verification, the privacy popup, the profile and the bound cards, all POST
// JSON. Form calls answer a RequestOutcome: a refusal the form shows itself (a wrong code, code
// 30000) comes back as `{ ok: false, message }`; anything else was shown by the request layer.

const post = <T>(path: string, body: object = {}): Promise<RequestOutcome<T>> =>
  requestOutcome<T>(path, jsonBody(body));

/** What the member has verified and what their enterprise requires; quiet: the gate shows nothing on failure. */
export function fetchVerifyStatus(): Promise<VerifyStatus> {
  return request<VerifyStatus>(API_PATHS.verifyStatus, jsonBody({}, { quiet: true }));
}

/** Sends an SMS or mail code after the image code of this device. */
export function postVerifyCode(body: VerifyCodeRequest): Promise<RequestOutcome<VerifyCodeSent>> {
  return post(API_PATHS.sendVerifyCode, body);
}

/** Stores the mobile and/or e-mail as verified with their codes. */
export function postVerifyUserInfo(body: VerifyUserInfoRequest): Promise<RequestOutcome<null>> {
  return post(API_PATHS.verifyUserInfo, body);
}

/** Whether the privacy popup is due; quiet like the verification status. */
export function fetchPrivacyConsent(): Promise<PrivacyConsentStatus> {
  return request<PrivacyConsentStatus>(API_PATHS.privacyConsentStatus, jsonBody({}, { quiet: true }));
}

/** Records the member's consent (both boxes ticked). */
export function postPrivacyConsent(body: PrivacyConsentRequest): Promise<RequestOutcome<null>> {
  return post(API_PATHS.privacyConsentAccept, body);
}

/** The member's profile, code, mobile and e-mail still encrypted. */
export function fetchMemberDetail(): Promise<MemberDetail> {
  return request<MemberDetail>(API_PATHS.memberDetail, jsonBody({}));
}

/** Changes the nickname (and encrypted fields when given). */
export function postMemberUpdate(body: MemberUpdateRequest): Promise<RequestOutcome<null>> {
  return post(API_PATHS.memberUpdate, body);
}

/** The welfare cards bound to the member. */
export function fetchMemberCards(): Promise<MemberCard[]> {
  return request<MemberCard[]>(API_PATHS.memberCards, jsonBody({}));
}

/** Binds another card (its password encrypted); answers the new list. */
export function postBindCard(body: BindCardRequest): Promise<RequestOutcome<MemberCard[]>> {
  return post(API_PATHS.bindCard, body);
}
