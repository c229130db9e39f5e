import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR, { type SWRResponse } from 'swr';
import { recordState, type RecordStateWords } from './record-state.tsx';

export interface RecordPageOptions<T> {
  /** The search parameter that names the record (`sn`, `optionId`). */
  param: string;
  /** The first part of the record's swr key (`['order-detail', sn]`), by which others revalidate it. */
  cacheName: string;
  fetchRecord: (key: string) => Promise<T>;
  words: RecordStateWords;
  /** The way out offered where there is nothing to show: its label and the path it goes to. */
  back: { label: string; to: string };
}

export interface RecordPage<T> {
  /** The record's key from the address, trimmed; `null` when there is none. */
  key: string | null;
  load: SWRResponse<T>;
  /** The message to show in the page's frame, or the record once it is here. */
  state: { message: ReactElement } | { record: T };
  /** `back` as an action, for the page's own messages. */
  backAction: { label: string; onClick: () => void };
}

/**
 * A page of one record named by its address (`/orderDetail?sn=`): reads the key, loads the record
 * and climbs `recordState`'s ladder, offering `back` where there is nothing to show.
 */
export function useRecordPage<T>({
  param,
  cacheName,
  fetchRecord,
  words,
  back,
}: RecordPageOptions<T>): RecordPage<T> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get(param)?.trim() || null;
  const load = useSWR(key ? [cacheName, key] : null, ([, named]: [string, string]) => fetchRecord(named));
  const backAction = { label: back.label, onClick: () => void navigate(back.to) };
  return { key, load, state: recordState(key, load, words, backAction), backAction };
}
