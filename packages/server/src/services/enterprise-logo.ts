import type { EnterpriseLogo } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';

/** The answer for an enterprise without a logo of its own: the storefront keeps the site's logo. */
const NO_LOGO: EnterpriseLogo = { logoPath: null, subLogoPath: null };

/**
 * The header logo of an enterprise and the sub-logo shown beside it (GET /buyer/bindEnterLogo/logo,
 * migration 034): `null` in either place where it has none.
 */
export async function getEnterpriseLogo(db: DbExecutor, oneId: string): Promise<EnterpriseLogo> {
  const [logo] = await db.query<EnterpriseLogo>(
    `SELECT logo_path AS "logoPath", sub_logo_path AS "subLogoPath" FROM enterprises WHERE one_id = $1`,
    [oneId],
  );
  return logo ?? NO_LOGO;
}
