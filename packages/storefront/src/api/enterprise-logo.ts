import { API_PATHS, type EnterpriseLogo } from '@mall/schemas';
import { request } from './request.ts';

/**
 * The header logo of the member's enterprise and its sub-logo (GET /buyer/bindEnterLogo/logo, members
 * only). Quiet: without it the header keeps the site's logo, so a failed call is no error worth a message.
 */
export function fetchEnterpriseLogo(): Promise<EnterpriseLogo> {
  return request<EnterpriseLogo>(API_PATHS.enterpriseLogo, { quiet: true });
}
