import type { ReactNode } from 'react';
import { Loaded } from '../ui/Loaded.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
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
  return (
    <Loaded
      state={state}
      words={loadWordsOf(t, 'points')}
      isEmpty={isEmpty}
      empty={emptyTitle ? { title: emptyTitle } : undefined}
    >
      {children}
    </Loaded>
  );
}
