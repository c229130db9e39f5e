// The cookie through which a browser tells the server's render what its first render would read
// (packages/storefront/src/state/render-cookie.ts writes it): shared so the server can tell a guest's.

/** Name of the cookie. */
export const RENDER_COOKIE = 'mall-render';

/** The cookie's raw (URI-encoded JSON) value in a request's Cookie header; `undefined` without it. */
export function renderCookieValue(cookieHeader: string | undefined): string | undefined {
  return cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${RENDER_COOKIE}=`))
    ?.slice(RENDER_COOKIE.length + 1);
}
