import clientConfig from '../../../../config/client.json';

/**
 * The tenants whose members log in (and return after logout or session expiry) through their own
 * single-sign-on page instead of the mall's login (spec 01 section 4, case 1): `tenants.ssoLoginUrls`
 * of config/client.json, by oneId.
 */
export const SSO_TENANT_LOGIN_URLS: Readonly<Record<string, string>> = clientConfig.tenants.ssoLoginUrls;
