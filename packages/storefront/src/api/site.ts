import { API_PATHS, type SiteSetting, type SiteSettingValue } from '@mall/schemas';
import { request } from './request.ts';

/**
 * The site settings: name, logo and favicon (GET /common/common/site, no token). Quiet: without
 * them the page keeps the default name, so a failed call is no error worth a message.
 */
export async function fetchSiteSetting(): Promise<SiteSettingValue> {
  const setting = await request<SiteSetting>(API_PATHS.site, { auth: false, quiet: true });
  return parseSettingValue(setting.settingValue);
}

/** `settingValue` is JSON text; anything unreadable counts as "no settings" rather than an error. */
export function parseSettingValue(text: string): SiteSettingValue {
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as SiteSettingValue).siteName === 'string'
    ) {
      return value as SiteSettingValue;
    }
  } catch {
    // Falls through to the empty setting.
  }
  return { siteName: '' };
}
