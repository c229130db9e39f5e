import { API_PATHS, type NavItem } from '@mall/schemas';
import { request } from './request.ts';

/**
 * The top navigation's items for the caller's enterprise (a guest: the platform's), plus those of
 * the page `pageId` when given, in display order. Quiet: the navigation is on every page and simply
 * shows no items when the call fails (spec 01 section 8, list fetches fail silently).
 */
export async function fetchNavItems(pageId?: string | null): Promise<NavItem[]> {
  const items = await request<NavItem[] | null>(API_PATHS.navItems, {
    query: { pageId: pageId ?? undefined },
    quiet: true,
  });
  return [...(items ?? [])].sort((a, b) => a.sort - b.sort);
}
