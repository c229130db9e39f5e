import type { Notice, NoticeRange } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchNoticePage } from '../api/notices.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';

/** How many notices of each kind the marquee rotates through. Defaults to `10`. */
export const MARQUEE_NOTICE_COUNT = 10;

const loadNotices = (noticeType: 'EP' | 'PF', noticeRange?: NoticeRange) =>
  fetchNoticePage({ pageNumber: 1, pageSize: MARQUEE_NOTICE_COUNT, noticeType, noticeRange }).then(
    (page) => page.records,
  );

// Fetched once per visit (and again for another member), not on every page the header is on.
const ONCE = { revalidateIfStale: false } as const;

/**
 * The notices of the header marquee: a member's enterprise notices first, then the platform
 * notices (on HSHSC those of its range, `noticeRange`); a guest gets the platform notices only. `undefined` while loading; a
 * failed call counts as no notices.
 */
export function useMarqueeNotices(platform: NoticeRange): readonly Notice[] | undefined {
  const token = useAtomValue(accessTokenAtom);
  const memberId = useAtomValue(userInfoAtom)?.id;
  const member = token && memberId ? memberId : null;
  const enterprise = useSWR(member ? ['marquee-notices', 'EP', member] : null, () => loadNotices('EP'), ONCE);
  // Spec 01 section 7: the platform notices are of a range on HSHSC only; DZPT asks for them all.
  const platformNotices = useSWR(
    ['marquee-notices', 'PF', platform],
    () => loadNotices('PF', platform === 'HSHSC' ? platform : undefined),
    ONCE,
  );

  const loading = (member && enterprise.isLoading) || platformNotices.isLoading;
  if (loading) return undefined;
  return [...((member && enterprise.data) || []), ...(platformNotices.data ?? [])];
}
