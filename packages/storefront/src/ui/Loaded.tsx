import type { ReactNode } from 'react';
import { LoadStatus, type LoadWords } from './LoadStatus.tsx';
import { StatusMessage } from './StatusMessage.tsx';

export interface LoadedProps<T> {
  /** The call's SWR state; an answer kept from before (`keepPreviousData`) still shows. */
  state: { data?: T; isLoading: boolean; mutate: () => unknown };
  words: LoadWords;
  /** Whether the answer is empty, shown as `empty`. Defaults to never. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says. */
  empty?: { title: string; description?: string };
  /** The section itself, once its data is here. */
  children: (data: T) => ReactNode;
}

/** A section in its four states: loading, failed (with a retry), empty, and loaded. */
export function Loaded<T>({ state, words, isEmpty, empty, children }: LoadedProps<T>) {
  if (state.data === undefined) return <LoadStatus load={state} words={words} />;
  if (empty && isEmpty?.(state.data))
    return <StatusMessage title={empty.title} description={empty.description} />;
  return children(state.data);
}
