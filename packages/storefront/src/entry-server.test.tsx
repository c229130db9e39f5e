// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { renderPage, SERVER_RENDERED_PATHS } from './entry-server.tsx';
import { RENDER_COOKIE } from './state/render-cookie.ts';

const memberCookie = `${RENDER_COOKIE}=${encodeURIComponent(JSON.stringify({ accessToken: 'token-1' }))}`;

describe('the server render', () => {
  it('renders only the routes checked to hydrate as rendered', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    expect(SERVER_RENDERED_PATHS).toEqual(new Set(['/', '/goodsList', '/goodsDetail', '/cart']));
    expect(await renderPage({ url: '/home/myOrder', cookie: memberCookie, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves an operator’s preview, and its preview token, to the browser', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const previews = ['/?id=page-hshsc-index&isPreview=1&previewToken=signed.jwt', '/goodsList?isPreview=1'];
    for (const url of previews) expect(await renderPage({ url, cookie: memberCookie, fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a guest on a members’ route to the browser, which asks them to log in', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    expect(await renderPage({ url: '/cart', cookie: undefined, fetch })).toBeNull();
    expect(await renderPage({ url: '/goodsDetail?skuId=1001', cookie: 'other=1', fetch })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up on a member whose profile cannot be fetched, instead of rendering a stranger’s page', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 500, message: 'down' }), { status: 500 }),
      ),
    );
    expect(await renderPage({ url: '/cart', cookie: memberCookie, fetch })).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('/buyer/passport/member/getUserInfo');
  });

  it('does not start a render whose waiter has already given up', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const gone = new AbortController();
    gone.abort();
    expect(await renderPage({ url: '/cart', cookie: memberCookie, fetch, signal: gone.signal })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
