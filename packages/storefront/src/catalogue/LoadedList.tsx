import type { ReactNode } from 'react';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

export interface LoadedListProps<T> {
  /** The list's SWR state; an answer kept from before (`keepPreviousData`) still shows. */
  state: { data?: T; error?: unknown; isLoading: boolean; mutate: () => unknown };
  isEmpty: (data: T) => boolean;
  emptyTitle: string;
  emptyHint?: string;
  children: (data: T) => ReactNode;
}

/** A goods list's four states: loading, failed (with a retry), empty, and the list itself. */
export function LoadedList<T>({ state, isEmpty, emptyTitle, emptyHint, children }: LoadedListProps<T>) {
  const { t } = useCatalogueStrings();
  const { data } = state;
  if (data === undefined) return <LoadStatus load={state} words={loadWordsOf(t, 'catalogue')} />;
  if (isEmpty(data))
    return <StatusMessage title={emptyTitle} {...(emptyHint ? { description: emptyHint } : {})} />;
  return children(data);
}
