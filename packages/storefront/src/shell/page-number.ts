/** The page of a paged list an address names (`?pageNumber=2`), from 1; anything else is the first. */
export function pageNumberOf(params: URLSearchParams, name = 'pageNumber'): number {
  return Math.max(1, Math.floor(Number(params.get(name))) || 1);
}

/** The value of `name` in an address when it is one of `known` (a list's tab); anything else is `fallback`. */
export function knownParamOf<T extends string>(
  params: URLSearchParams,
  name: string,
  known: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return known.find((one) => one === value) ?? fallback;
}
