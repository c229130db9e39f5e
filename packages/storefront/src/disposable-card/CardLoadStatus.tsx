import { RequestError } from '../api/request.ts';
import { LoadStatus, loadWordsOf } from '../ui/LoadStatus.tsx';
import { StatusMessage, type StatusMessageProps } from '../ui/StatusMessage.tsx';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';

export interface CardLoadStatusProps {
  /** The swr answer not there yet. */
  load: { isLoading: boolean; error?: unknown; mutate: () => unknown };
  /** What a "not found" answer says instead of the retry (an unknown order or goods). Defaults to none. */
  notFound?: Pick<StatusMessageProps, 'title' | 'action'>;
}

/** A card page's data not there yet: loading, not found where that can be, or failed with a retry. */
export function CardLoadStatus({ load, notFound }: CardLoadStatusProps) {
  const { t } = useDisposableCardStrings();
  if (notFound && !load.isLoading && load.error instanceof RequestError && load.error.kind === 'not-found')
    return <StatusMessage {...notFound} />;
  return <LoadStatus load={load} words={loadWordsOf(t, 'ycxk')} />;
}
