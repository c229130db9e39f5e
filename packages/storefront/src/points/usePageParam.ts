import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';

/**
 * The page of a paged list, kept in the address (`?pageNumber=2`) so reloading or going back keeps
 * it; other query values (`classType`) stay. Page 1 leaves the parameter out.
 */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useInPageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  const setPage = (next: number) => {
    const changed = new URLSearchParams(params);
    if (next > 1) changed.set('pageNumber', String(next));
    else changed.delete('pageNumber');
    setParams(changed);
  };
  return [page, setPage];
}
