import type { PointHistoryPage } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { ListPagination } from '../shell/ListPagination.tsx';
import { localeAtom } from '../state/locale.ts';
import { PointHistoryTable } from './PointHistoryTable.tsx';
import { PointsLoaded } from './PointsLoaded.tsx';
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
    <PointsLoaded
      state={history}
      isEmpty={(data) => data.records.length === 0}
      emptyTitle={t('points.historyEmpty')}
    >
      {(data) => (
        <>
          <PointHistoryTable lines={data.records} label={label} withType={withType} />
          <ListPagination
            count={data.total}
            pageSize={data.size}
            page={data.current}
            onPageChange={setPage}
            label={t('points.historyPagination')}
          />
        </>
      )}
    </PointsLoaded>
  );
}
