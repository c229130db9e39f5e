import type { SiteSetting } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

/** Key of the site's branding in `site_settings`. */
export const BASE_SETTING_KEY = 'BASE_SETTING';

/** What an unconfigured site shows rather than failing the storefront's title and icon. */
const FALLBACK_SETTING = JSON.stringify({ siteName: '福利商城' });

/**
 * The site's branding: `settingValue` is JSON text of `{siteName, logoImg, icon}`. The stored
 * setting may hold `siteNameEn`, the name an en-US caller sees; it is not passed on.
 */
export async function getSiteSetting(
  db: DbExecutor,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
): Promise<SiteSetting> {
  const rows = await db.query<{ settingValue: string }>(
    'SELECT setting_value AS "settingValue" FROM site_settings WHERE setting_key = $1',
    [BASE_SETTING_KEY],
  );
  const stored = rows[0]?.settingValue;
  if (!stored) return { settingValue: FALLBACK_SETTING };
  const { siteNameEn, ...setting } = JSON.parse(stored) as { siteName: string; siteNameEn?: string };
  if (locale === 'en-US' && siteNameEn) setting.siteName = siteNameEn;
  return { settingValue: JSON.stringify(setting) };
}
