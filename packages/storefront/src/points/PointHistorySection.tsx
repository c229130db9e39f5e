import type { PointHistoryPage } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { localeAtom } from '../state/locale.ts';
import { PointHistoryTable } from './PointHistoryTable.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { LoadedPages } from './LoadedPages.tsx';
import { usePageParam } from './usePageParam.ts';
import { usePointsStrings } from './usePointsStrings.ts';

/** History lines per page. Defaults to `10`. */
export const POINT_HISTORY_PAGE_SIZE = 10;

export interface PointHistorySectionProps {
  /** Names the list in the cache: another history has another name. */
  cacheKey: string;
  /** Fetches one page of the history. */
  fetchPage: (page: { pageNumber: number; pageSize: number }) => Promise<PointHistoryPage>;
  /** What the table is of, for screen readers. */
  label: string;
  /** Show each line's point type. Defaults to `false`. */
  withType?: boolean;
}

/** A paged history, newest first, its page in the address; loading, failed and empty states included. */
export function PointHistorySection({
  cacheKey,
  fetchPage,
  label,
  withType = false,
}: PointHistorySectionProps) {
  const { t } = usePointsStrings();
  const locale = useAtomValue(localeAtom);
  const [page, setPage] = usePageParam();
  const history = useSWR(
    ['point-history', cacheKey, page, locale],
    () => fetchPage({ pageNumber: page, pageSize: POINT_HISTORY_PAGE_SIZE }),
    // The page being left stays until the next one arrives, so the table does not jump.
    { keepPreviousData: true },
  );
  return (
    <LoadedPages
      state={history}
      words={loadWordsOf(t, 'points')}
      empty={{ title: t('points.historyEmpty') }}
      pagesLabel={t('points.historyPagination')}
      onPageChange={setPage}
    >
      {(lines) => <PointHistoryTable lines={lines} label={label} withType={withType} />}
    </LoadedPages>
  );
}
