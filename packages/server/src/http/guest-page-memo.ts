import { renderCookieValue } from '@mall/schemas';
import type { Db } from '../db/db.ts';
import { createNoticedMemo } from '../services/noticed-memo.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';

/** How long a guest's home page is served from memory at most: its goods and plans change with time. */
export const GUEST_PAGE_MAX_AGE_MS = 60_000;

/** The `mall-render` cookie of a guest (a value without an access token), else null. */
function guestRenderCookie(cookieHeader: string | undefined): string | null {
  const raw = renderCookieValue(cookieHeader) ?? '';
  if (raw === '') return '';
  try {
    const state: unknown = JSON.parse(decodeURIComponent(raw));
    return state !== null && typeof state === 'object' && !(state as { accessToken?: unknown }).accessToken
      ? raw
      : null;
  } catch {
    return null;
  }
}

const NOT_RENDERED = new Error('left to the browser');

/**
 * The home page as a guest sees it is the same for every guest of a platform and language (the
 * render cookie says which): rendered once, and served from memory to every guest after, until the
 * pages change (the `mall_pages` notice) or a minute has passed. Guests arriving together share one
 * render; a member's page, and any other route, is rendered for its caller as before (issue 24).
 */
export function memoGuestHomePages(renderer: PageRenderer, db: Db): PageRenderer {
  const memo = createNoticedMemo<RenderedPage>(db, 'mall_pages', {
    maxEntries: 100,
    maxAgeMs: GUEST_PAGE_MAX_AGE_MS,
  });
  // Without the notices (the database refused to listen), every page is rendered for its caller.
  memo.catch(() => undefined);
  return {
    async render(url, cookie) {
      const guest = new URL(url, 'http://mall.local').pathname === '/' ? guestRenderCookie(cookie) : null;
      const kept = guest === null ? null : await memo.catch(() => null);
      if (guest === null || kept === null) return renderer.render(url, cookie);
      return kept
        .get(`${url}\n${guest}`, async () => {
          const page = await renderer.render(url, cookie);
          // A page left to the browser (timeout, full queue) is not kept: the next guest tries again.
          if (!page) throw NOT_RENDERED;
          return page;
        })
        .catch(() => null);
    },
    async close() {
      await (await memo.catch(() => null))?.close();
      await renderer.close();
    },
  };
}
