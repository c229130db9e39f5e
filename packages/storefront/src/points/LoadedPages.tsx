import type { ReactNode } from 'react';
import { ListPagination } from '../shell/ListPagination.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { type LoadWords } from '../ui/LoadStatus.tsx';

/** A page of a paged list as the API answers it. */
export interface RecordPage<Row> {
  records: Row[];
  /** Rows in all pages. */
  total: number;
  size: number;
  /** This page's number, from 1. */
  current: number;
}

export interface LoadedPagesProps<Row> {
  /** The page's SWR state; an answer kept from before (`keepPreviousData`) still shows. */
  state: { data?: RecordPage<Row>; isLoading: boolean; mutate: () => unknown };
  words: LoadWords;
  /** What a list with no row says. */
  empty: { title: string; description?: string };
  /** What the pages are of ("留言分页"), the page buttons' accessible name. */
  pagesLabel: string;
  onPageChange: (page: number) => void;
  /** The page's rows, shown above the page buttons. */
  children: (records: Row[]) => ReactNode;
}

/**
 * A paged list (records, messages, point history) in its states: loading, failed (with a retry),
 * empty, and a page of rows with the buttons to the other pages under it.
 */
export function LoadedPages<Row>({
  state,
  words,
  empty,
  pagesLabel,
  onPageChange,
  children,
}: LoadedPagesProps<Row>) {
  return (
    <Loaded state={state} words={words} isEmpty={(data) => data.records.length === 0} empty={empty}>
      {(data) => (
        <>
          {children(data.records)}
          <ListPagination page={data} onPageChange={onPageChange} label={pagesLabel} />
        </>
      )}
    </Loaded>
  );
}
