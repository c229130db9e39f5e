import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';

/**
 * `useSearchParams` for a page whose query holds its own filters, tabs or page number: a change of
 * them keeps the window where the user has scrolled, where `<ScrollRestoration />` sends every other
 * new address to its top. Options given win (`{ preventScrollReset: false }` goes to the top).
 */
export function useInPageSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const setInPlace = useCallback<SetURLSearchParams>(
    (next, options) => setParams(next, { preventScrollReset: true, ...options }),
    [setParams],
  );
  return [params, setInPlace];
}
