import useSWR from 'swr';
import { fetchHotSearchTerms } from '../api/search-terms.ts';

const NONE: readonly string[] = [];

/**
 * The hot search terms for the header, fetched once per visit and only where they show (HSHSC);
 * none while the call is out or when it failed.
 */
export function useHotSearchTerms(shown: boolean): readonly string[] {
  const { data } = useSWR(shown ? 'hot-search-terms' : null, fetchHotSearchTerms, {
    revalidateIfStale: false,
  });
  return data ?? NONE;
}
