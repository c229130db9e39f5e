import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { localeAtom } from '../../state/locale.ts';
import { useAtomValueAsRendered, useStoredAsRendered } from '../../state/render-cookie.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom } from '../../state/session.ts';
import { BENEFIT_FLAG_KEYS } from '../../state/session-storage.ts';
import type { CategoryNavApi } from './category-nav-api.ts';
import {
  benefitFlagOn,
  navAvailabilityQueries,
  visibleNavItems,
  type ShownNavItem,
} from './nav-item-rules.ts';

const QUIET = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/**
 * The nav items to show beside the category menu: the enterprise's and the home page's items, with
 * the plan and market ones checked in a single availability call.
 *
 * The items are kept by swr only, not in localStorage (`navList`): they differ by member,
 * enterprise, page and language, and the plan items need a fresh availability answer on every
 * page anyway, so a stored copy would save one small call while risking another login's items.
 */
export function useNavItems(api: CategoryNavApi): ShownNavItem[] {
  const loggedIn = Boolean(useAtomValue(accessTokenAtom));
  const oneId = useAtomValue(oneIdAtom);
  // The home page notes its id once it has loaded; the server rendered the items for the id before.
  const pageId = useAtomValueAsRendered(pageIdAtom, (state) => state.pageId);
  const locale = useAtomValue(localeAtom);
  const isYear = benefitFlagOn(useStoredAsRendered(BENEFIT_FLAG_KEYS.year));
  const isQuarter = benefitFlagOn(useStoredAsRendered(BENEFIT_FLAG_KEYS.quarter));
  const { data: items = [] } = useSWR(
    ['nav-items', loggedIn, oneId, pageId, locale],
    () => api.fetchNavItems(pageId),
    QUIET,
  );
  const queries = navAvailabilityQueries(items);
  const { data: availability = [] } = useSWR(
    queries.length > 0 ? ['nav-items-availability', loggedIn, queries] : null,
    () => api.checkAvailability(queries),
    QUIET,
  );
  return visibleNavItems(items, {
    availability,
    isYear,
    isQuarter,
  });
}
