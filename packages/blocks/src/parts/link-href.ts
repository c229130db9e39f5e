/**
 * The `href` a link value can honestly carry: internal paths and http(s) URLs. Special codes (CDF, MT,
 * PC-HSH...) resolve only on click through the link opener, so they get no href (the element is a button).
 */
export function linkHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const value = url.trim();
  if (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) return value;
  return undefined;
}

/** Reads one query parameter of a link value (path, URL or code); `undefined` when absent. */
export function linkParam(url: string | undefined, name: string): string | undefined {
  if (!url) return undefined;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
  return new URLSearchParams(query).get(name) ?? undefined;
}

/** Builds `path?a=1&b=2`, leaving out parameters without a value. */
export function withQuery(path: string, params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
