import {
  API_PATHS,
  type EnterpriseLoginPage,
  type ImageCode,
  type LoginPlatform,
  type LoginRequest,
  type TokenPair,
  type UserInfo,
} from '@mall/schemas';
import { markSessionEnding, request, requestOutcome, type RequestOutcome } from './request.ts';

/** A new image code for this device (the request layer sends the `uuid` header it is kept under). */
export function fetchImageCode(): Promise<ImageCode> {
  return request<ImageCode>(API_PATHS.imageCode, { auth: false });
}

/** Password login; a wrong password or image code comes back as `{ ok: false, message }`. */
export function postLogin(body: LoginRequest): Promise<RequestOutcome<TokenPair>> {
  return requestOutcome<TokenPair>(API_PATHS.userLogin, {
    method: 'POST',
    auth: false,
    body: { ...body },
  });
}

/** Password login on an enterprise's own login page: its members only (`oneId` required). */
export function postEnterpriseLogin(
  body: LoginRequest & { oneId: string },
): Promise<RequestOutcome<TokenPair>> {
  return requestOutcome<TokenPair>(API_PATHS.enterpriseLogin, {
    method: 'POST',
    auth: false,
    body: { ...body },
  });
}

/** The logged-in member. */
export function fetchUserInfo(): Promise<UserInfo> {
  return request<UserInfo>(API_PATHS.userInfo);
}

/** Ends the session on the server. */
export async function postLogout(): Promise<unknown> {
  const logout = request<unknown>(API_PATHS.logout, { method: 'POST' });
  // After the logout call has left with the token: from here on a refusal of that token is expected.
  markSessionEnding();
  return logout;
}

/** An enterprise's login page (logo, background, name) by oneId or login route name. */
export function fetchEnterpriseLoginPage(id: string): Promise<EnterpriseLoginPage> {
  return request<EnterpriseLoginPage>(API_PATHS.enterpriseLoginPage(id), { auth: false });
}

/** The login platform of an enterprise by oneId: its `loginUrl` (null: home), or null for an unknown one. */
export function fetchLoginPlatform(oneId: string): Promise<LoginPlatform | null> {
  return request<LoginPlatform | null>(API_PATHS.loginPlatform(oneId), { auth: false, quiet: true });
}
