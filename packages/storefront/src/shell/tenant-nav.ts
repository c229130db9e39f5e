import { useAtomValue } from 'jotai';
import clientConfig from '../../../../config/client.json';
import { SESSION_KEYS } from '../state/session-storage.ts';
import { platformAtom } from '../state/platform.ts';
import { useAtomValueAsRendered, useStoredAsRendered } from '../state/render-cookie.ts';
import { oneIdAtom } from '../state/session.ts';

/** The custom page: the home of the enterprises whose login url it is. */
export const CUSTOM_HOME_PATH = '/custom';

const CUSTOM_TOP_NAV: ReadonlySet<string> = new Set(clientConfig.tenants.customTopNavOneIds);
const UNDERLINED_NAV: ReadonlySet<string> = new Set(clientConfig.tenants.underlinedNavOneIds);

/** How the top navigation differs for the member's enterprise (spec 01 section 6). */
export interface TenantNav {
  /**
   * The special top navigation: on every page, headed by a home link to the custom page, which
   * stands in for the site's home. For the six enterprises of `tenants.customTopNavOneIds`, on HSHSC,
   * when their login url is `/custom`.
   */
  customHome: boolean;
  /** The active item is underlined: the two enterprises of `tenants.underlinedNavOneIds`. */
  underlineActive: boolean;
}

/** Who is looking: the stored platform, enterprise and login url (all null for a guest). */
export interface TenantNavInput {
  platform: string;
  oneId: string | null;
  loginUrl: string | null;
}

/** The navigation rules of config/client.json's `tenants` for an enterprise. */
export function tenantNav({ platform, oneId, loginUrl }: TenantNavInput): TenantNav {
  if (!oneId) return { customHome: false, underlineActive: false };
  return {
    customHome: platform === 'HSHSC' && loginUrl === CUSTOM_HOME_PATH && CUSTOM_TOP_NAV.has(oneId),
    underlineActive: UNDERLINED_NAV.has(oneId),
  };
}

/** {@link tenantNav} of the stored session, as the server rendered it while the page hydrates. */
export function useTenantNav(): TenantNav {
  return tenantNav({
    platform: useAtomValue(platformAtom),
    oneId: useAtomValueAsRendered(oneIdAtom, (state) => state.oneId),
    loginUrl: useStoredAsRendered(SESSION_KEYS.loginUrl),
  });
}

/**
 * Whether a nav item's storefront path is the page being shown: the same path, and every query
 * value the item names present in the page's (`/goodsList?planId=p` is active on
 * `/goodsList?planId=p&pageNumber=2`, not on `/goodsList`).
 */
export function isActiveNavPath(itemPath: string, pathname: string, search: string): boolean {
  const [itemPathname = '', itemQuery = ''] = itemPath.split('#', 1)[0]?.split('?', 2) ?? [];
  if (itemPathname.toLowerCase() !== pathname.toLowerCase()) return false;
  const current = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(itemQuery)) {
    if (!current.getAll(key).includes(value)) return false;
  }
  return true;
}
