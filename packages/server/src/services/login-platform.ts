import type { LoginPlatform } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { CLIENT_CONFIG_PATH } from '../paths.ts';
import { isStorefrontPath, readTenantUrls, type TenantUrls } from './tenant-urls.ts';

/** Where members of an enterprise land after login, by oneId (storefront paths). */
export type LoginUrls = TenantUrls;

/**
 * `tenants.loginUrls` of config/client.json: the enterprises whose members land somewhere other than
 * the home page after login (spec 01 sections 3 and 6, `loginUrl`; e.g. `/custom`). The spec does
 * not name the tenants, so the operator sets them there, with the other tenant traits.
 */
export function readLoginUrls(path: string = CLIENT_CONFIG_PATH): LoginUrls {
  // Only storefront paths: the storefront navigates to it after login, where a full address would
  // be an open redirect.
  return readTenantUrls(path, 'loginUrls', isStorefrontPath);
}

/**
 * The login-platform lookup by oneId (spec 01 section 7): the enterprise's `loginUrl`, null when its
 * members land on the home page; null for an enterprise the mall does not know.
 */
export async function getLoginPlatform(
  db: DbExecutor,
  oneId: string,
  loginUrls: LoginUrls,
): Promise<LoginPlatform | null> {
  const known = await db.query('SELECT 1 FROM enterprises WHERE one_id = $1', [oneId]);
  if (known.length === 0) return null;
  return { oneId, loginUrl: loginUrls[oneId] ?? null };
}
