/** What the login page needs to know to come back: the stored enterprise and the route to restore. */
export interface LoginPathInput {
  oneId?: string | null;
  pageId?: string | null;
  /** The path to return to, e.g. `/custom`. */
  rePath?: string;
  /** The query to restore there (`?id=1` or `id=1`); sent as JSON text. */
  search?: string;
}

/** `/login` with oneId, pageId, rePath and query (JSON text) as spec 01 section 2.2 names them. */
export function loginPath({ oneId, pageId, rePath, search }: LoginPathInput): string {
  const params = new URLSearchParams();
  if (oneId) params.set('oneId', oneId);
  if (pageId) params.set('pageId', pageId);
  if (rePath && rePath !== '/login') params.set('rePath', rePath);
  const query = Object.fromEntries(new URLSearchParams(search ?? ''));
  if (Object.keys(query).length > 0) params.set('query', JSON.stringify(query));
  const text = params.toString();
  return text ? `/login?${text}` : '/login';
}

/** Where to go after login: `rePath` with the `query` JSON restored, else home. */
export function afterLoginPath(rePath: string | null, queryJson: string | null): string {
  // Only storefront paths: an absolute URL here would be an open redirect.
  const path = rePath && rePath.startsWith('/') && !rePath.startsWith('//') ? rePath : '/';
  let query: Record<string, string> = {};
  try {
    const parsed: unknown = queryJson ? JSON.parse(queryJson) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      query = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
  } catch {
    // Unreadable query text: return to the path alone.
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
