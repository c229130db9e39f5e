import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db.ts';
import { unusedDb } from '../testing/unused-db.ts';
import { GUEST_PAGE_MAX_AGE_MS, memoGuestHomePages } from './guest-page-memo.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';

// The 9:00 burst's first page: every guest of a platform and language gets the same home page, so
// it is rendered once. The renderer here counts its renders; the database only sends notices.

const cookieOf = (state: object) => `mall-render=${encodeURIComponent(JSON.stringify(state))}`;
const ZH_GUEST = cookieOf({ accessToken: null, locale: 'zh-CN', platform: 'HSHSC' });
const EN_GUEST = cookieOf({ accessToken: null, locale: 'en-US', platform: 'HSHSC' });
const MEMBER = cookieOf({ accessToken: 'token-1', locale: 'zh-CN', platform: 'HSHSC' });

function setUp(answer: () => RenderedPage | null = () => ({ html: '<p>home</p>', head: '', data: '' })) {
  const notices: Array<(payload: string) => void> = [];
  const db: Db = {
    ...unusedDb,
    listen: async (channel, handler) => {
      if (channel === 'mall_pages') notices.push(handler);
      return async () => undefined;
    },
  };
  const render = vi.fn<PageRenderer['render']>(async () => answer());
  const renderer = memoGuestHomePages({ render, close: async () => undefined }, db);
  return { renderer, render, publish: () => notices.forEach((notice) => notice('*')) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('guests’ home pages from memory', () => {
  it('renders the home page once for all the guests of one platform and language', async () => {
    const { renderer, render } = setUp();

    const pages = await Promise.all(Array.from({ length: 5 }, () => renderer.render('/', ZH_GUEST)));
    await renderer.render('/', EN_GUEST);

    expect(pages.every((page) => page?.html === '<p>home</p>')).toBe(true);
    expect(render.mock.calls.map(([, cookie]) => cookie)).toEqual([ZH_GUEST, EN_GUEST]);
  });

  it('renders a member’s home page, and any other page, for its caller every time', async () => {
    const { renderer, render } = setUp();
    await renderer.render('/', MEMBER);
    await renderer.render('/', MEMBER);
    await renderer.render('/goodsList?keyword=rice', ZH_GUEST);
    await renderer.render('/goodsList?keyword=rice', ZH_GUEST);

    expect(render).toHaveBeenCalledTimes(4);
  });

  it('renders it again once the pages change', async () => {
    const { renderer, render, publish } = setUp();
    await renderer.render('/', ZH_GUEST);

    publish();
    await renderer.render('/', ZH_GUEST);

    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders it again after a minute, since its goods and plans change with time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { renderer, render } = setUp();
    await renderer.render('/', ZH_GUEST);
    vi.setSystemTime(Date.now() + GUEST_PAGE_MAX_AGE_MS - 1);
    await renderer.render('/', ZH_GUEST);
    expect(render).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 1);
    await renderer.render('/', ZH_GUEST);

    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no page it left to the browser: the next guest gets a render', async () => {
    let rendered = 0;
    const { renderer } = setUp(() => (rendered++ === 0 ? null : { html: '<p>home</p>', head: '', data: '' }));

    expect(await renderer.render('/', ZH_GUEST)).toBeNull();

    expect((await renderer.render('/', ZH_GUEST))?.html).toBe('<p>home</p>');
  });
});
