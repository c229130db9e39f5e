import { API_PATHS, type SsoLoginRequest, type TokenPair } from '@mall/schemas';
import { request } from './request.ts';

/**
 * Exchanges the identity provider's code for the mall's login (single sign-on, spec 01 section 4):
 * the password login's token pair. A refusal (forged, expired, already used...) rejects with a
 * `RequestError` whose message is the server's, in the user's language; no toast: the callback page
 * shows it.
 */
export function postEnterpriseSsoLogin(body: SsoLoginRequest): Promise<TokenPair> {
  return request<TokenPair>(API_PATHS.enterpriseSsoLogin, {
    method: 'POST',
    auth: false,
    quiet: true,
    body: { ...body },
  });
}
