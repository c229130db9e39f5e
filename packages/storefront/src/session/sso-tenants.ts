/**
 * The two tenants whose members log in (and return after logout or session expiry) through their
 * own single-sign-on page instead of the mall's login (spec 01 section 4, case 1). The spec does not
 * name the real tenants; these ids and URLs are placeholders to be replaced by the operator's.
 */
export const SSO_TENANT_LOGIN_URLS: Readonly<Record<string, string>> = {
  'ent-sso-a': 'https://sso-a.example.com/login',
  'ent-sso-b': 'https://sso-b.example.com/login',
};
