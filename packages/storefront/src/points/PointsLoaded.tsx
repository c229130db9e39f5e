import type { ReactNode } from 'react';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { usePointsStrings } from './usePointsStrings.ts';

export interface PointsLoadedProps<T> {
  /** The call's SWR state; an answer kept from before (`keepPreviousData`) still shows. */
  state: { data?: T; isLoading: boolean; mutate: () => unknown };
  /** Whether the answer is empty; shown as `emptyTitle`. Defaults to never. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  children: (data: T) => ReactNode;
}

/** A points page's section in its four states: loading, failed (with a retry), empty, and loaded. */
export function PointsLoaded<T>({ state, isEmpty, emptyTitle, children }: PointsLoadedProps<T>) {
  const { t } = usePointsStrings();
  const { data, isLoading, mutate } = state;
  if (data === undefined && isLoading) return <StatusMessage loading title={t('points.loading')} />;
  if (data === undefined)
    return (
      <StatusMessage
        title={t('points.loadFailed')}
        action={{ label: t('points.retry'), onClick: () => void mutate() }}
      />
    );
  if (isEmpty?.(data) && emptyTitle) return <StatusMessage title={emptyTitle} />;
  return children(data);
}
