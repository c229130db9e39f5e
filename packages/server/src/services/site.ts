import type { SiteSetting } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

/** Key of the site's branding in `site_settings`. */
export const BASE_SETTING_KEY = 'BASE_SETTING';

/** What an unconfigured site shows rather than failing the storefront's title and icon. */
const FALLBACK_SETTING = JSON.stringify({ siteName: '福利商城' });

/** The site's branding: `settingValue` is JSON text of `{siteName, logoImg, icon}`. */
export async function getSiteSetting(db: DbExecutor): Promise<SiteSetting> {
  const rows = await db.query<{ settingValue: string }>(
    'SELECT setting_value AS "settingValue" FROM site_settings WHERE setting_key = $1',
    [BASE_SETTING_KEY],
  );
  return { settingValue: rows[0]?.settingValue ?? FALLBACK_SETTING };
}
