import type { ReactElement } from 'react';
import { RequestError } from '../api/request.ts';
import { LoadStatus, type LoadWords } from '../ui/LoadStatus.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

/**
 * Whether a failed load means "no such record": the server answers an unknown one, and another
 * member's, as not found (404); a malformed number is refused (400).
 */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    (error.kind === 'not-found' || error.status === 404 || error.status === 400)
  );
}

/** What a page of one record says instead of it, in the reader's language. */
export interface RecordStateWords extends LoadWords {
  /** The address names no record (no `sn`, no `optionId`). */
  noKey: string;
  notFound: string;
  notFoundHint?: string;
}

/** The part of an swr answer the ladder reads. */
interface RecordLoad<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * The ladder a page of one record (an order, an after-sale, a benefit order or goods) climbs before
 * it can show the record: no key in the address, loading, not found, failed with a retry. Answers the
 * message to show in the page's frame, or the record once it is here. `back` is the way out the
 * reader is offered where there is nothing to show.
 */
export function recordState<T>(
  key: string | null,
  load: RecordLoad<T>,
  words: RecordStateWords,
  back: { label: string; onClick: () => void },
): { message: ReactElement } | { record: T } {
  if (!key) return { message: <StatusMessage title={words.noKey} action={back} /> };
  if (load.data !== undefined) return { record: load.data };
  if (!load.isLoading && isNotFoundError(load.error))
    return {
      message: <StatusMessage title={words.notFound} description={words.notFoundHint} action={back} />,
    };
  return {
    message: <LoadStatus load={load} words={words} />,
  };
}
