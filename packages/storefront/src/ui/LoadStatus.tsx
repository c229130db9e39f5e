import { StatusMessage } from './StatusMessage.tsx';

/** What a page says while its data is not there. */
export interface LoadWords {
  loading: string;
  loadFailed: string;
  retry: string;
}

/**
 * A feature's load words, by the catalogues' convention: `<scope>.loading`, `<scope>.loadFailed` and
 * `<scope>.retry` (`cart.loading`, `ycxk.retry`).
 */
export function loadWordsOf(t: (key: string) => string, scope: string): LoadWords {
  return { loading: t(`${scope}.loading`), loadFailed: t(`${scope}.loadFailed`), retry: t(`${scope}.retry`) };
}

export interface LoadStatusProps {
  /** The swr answer not there yet: still loading, or failed. */
  load: { isLoading: boolean; mutate: () => unknown };
  words: LoadWords;
}

/**
 * What a page shows while its data is not there: loading, or failed with a retry (the request
 * layer has already said why).
 */
export function LoadStatus({ load, words }: LoadStatusProps) {
  if (load.isLoading) return <StatusMessage loading title={words.loading} />;
  return (
    <StatusMessage
      title={words.loadFailed}
      action={{ label: words.retry, onClick: () => void load.mutate() }}
    />
  );
}
