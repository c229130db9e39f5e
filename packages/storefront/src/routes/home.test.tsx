import { API_PATHS, type PageResult } from '@mall/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store.ts';
import { localeAtom } from '../state/locale.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom, pageIdEnAtom } from '../state/session.ts';
import { preloadConfiguredPage } from '../shell/preload-configured-page.ts';
import { fakeApi } from '../test/fake-api.ts';
import { answerBlockGoods } from '../test/page-answers.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadHomePage, prefetchHomePage, type HomeVisitor } from './home.tsx';

// The real one starts block downloads through the block index; here it is only watched.
vi.mock('../shell/preload-configured-page.ts', () => ({ preloadConfiguredPage: vi.fn() }));

const INDEX = API_PATHS.pageIndex;
const PUBLIC = API_PATHS.pagePublic;
const ANY_PAGE_BY_ID = API_PATHS.pageById('*');

/** The queries of the calls sent to `path`, oldest first. */
const queriesTo = (path: string) => fakeApi.sent(path, 'GET').map(({ query }) => query);

// ---------------------------------------------------------------------------------------------
// Factories
// ---------------------------------------------------------------------------------------------

function noticePage(id: string, noticeTitle: string, extra: Partial<PageResult> = {}): PageResult {
  const pageData = JSON.stringify({
    list: [
      {
        key: `${id}_1`,
        type: 'noticeShow',
        name: '公告',
        options: { list: [{ id: 'n1', title: noticeTitle }] },
      },
      {
        key: `${id}_2`,
        type: 'flashBuy',
        name: '限时抢购',
        options: { head: { title: '限时抢购' }, marketId: 'market-flash-1' },
      },
    ],
  });
  return { id, pageData, isEnglish: false, idEn: null, ...extra };
}

function visitor(overrides: Partial<HomeVisitor> = {}): HomeVisitor {
  return { loggedIn: false, platform: 'HSHSC', oneId: null, locale: 'zh-CN', ...overrides };
}

beforeEach(() => {
  vi.mocked(preloadConfiguredPage).mockClear();
  answerBlockGoods();
  appStore.set(accessTokenAtom, null);
  appStore.set(oneIdAtom, null);
  appStore.set(platformAtom, 'HSHSC');
  appStore.set(localeAtom, 'zh-CN');
  appStore.set(pageIdAtom, null);
  appStore.set(pageIdEnAtom, null);
});

// ---------------------------------------------------------------------------------------------
// The route
// ---------------------------------------------------------------------------------------------

describe('home route', () => {
  it('shows a guest the public page of HSHSC through the page runtime', async () => {
    fakeApi.answer(PUBLIC, noticePage('page-hshsc-public', '春节期间物流安排通知'));

    renderRoute('/');

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(queriesTo(PUBLIC)).toEqual([{ pageClientType: 'PC', platform: 'HSHSC' }]);
    expect(fakeApi.sent(INDEX)).toEqual([]);
    expect(await screen.findByRole('link', { name: '好生活福利商城首页' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('pageId')).toBe('page-hshsc-public'));
  });

  it('keeps the header it showed while the page loaded: the frame is built once', async () => {
    let answer: (page: PageResult) => void = () => undefined;
    fakeApi.answer(PUBLIC, () => new Promise((resolve) => (answer = resolve)));

    renderRoute('/');

    expect(await screen.findByRole('status', { name: '页面加载中…' })).toBeInTheDocument();
    const search = await screen.findByRole('searchbox', { name: '搜索商品' });
    answer(noticePage('page-hshsc-public', '春节期间物流安排通知'));
    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    // The same search box, not one built again with a new frame.
    expect(search).toBeInTheDocument();
  });

  it("asks for the member's page as soon as its code loads, before anything renders", async () => {
    // A member of their own: the key is new to swr's cache.
    appStore.set(accessTokenAtom, 'token-prefetch');
    appStore.set(oneIdAtom, 'ent-prefetch');
    fakeApi.answer(INDEX, noticePage('page-prefetch', '通知'));

    prefetchHomePage();

    await waitFor(() =>
      expect(queriesTo(INDEX)).toEqual([
        { pageClientType: 'PC', platform: 'HSHSC', oneId: 'ent-prefetch', pageType: 'INDEX' },
      ]),
    );
    expect(fakeApi.lastSent(INDEX).headers.accesstoken).toBe('token-prefetch');
  });

  it('does not show the flash-buy block to a guest', async () => {
    fakeApi.answer(PUBLIC, noticePage('page-hshsc-public', '春节期间物流安排通知'));

    renderRoute('/');

    await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 });
    expect(screen.queryByText('限时抢购')).not.toBeInTheDocument();
  });

  it('sends a guest of the DZPT platform to the login page without loading a page', async () => {
    appStore.set(platformAtom, 'DZPT');

    const { router } = renderRoute('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fakeApi.sent(PUBLIC)).toEqual([]);
    expect(fakeApi.sent(INDEX)).toEqual([]);
  });

  it('sends the user to the login page when the page cannot be loaded', async () => {
    appStore.set(pageIdAtom, 'stale-page');
    fakeApi.fail(PUBLIC, 'network');

    const { router } = renderRoute('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(window.localStorage.getItem('pageId')).toBeNull());
  });
});

describe('home route, opened by an operator’s preview link', () => {
  const PREVIEW = '/?id=page-dzpt-index&isPreview=1&previewToken=signed.preview.jwt';

  beforeEach(() => {
    // The draft answers only with the link's token; without it the page call answers what visitors see.
    fakeApi.answer(ANY_PAGE_BY_ID, ({ path, query }) => {
      const id = path.slice(path.lastIndexOf('/') + 1);
      return query.previewToken === 'signed.preview.jwt'
        ? noticePage(id, '草稿：五一活动预告', { platform: 'DZPT', pageType: 'INDEX' })
        : noticePage(id, '已发布的通知');
    });
    window.history.replaceState(null, '', PREVIEW);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the draft in preview mode, asking for the page by id with the token, to a DZPT guest too', async () => {
    appStore.set(platformAtom, 'DZPT');

    const { router } = renderRoute(PREVIEW);

    expect(await screen.findByText('草稿：五一活动预告', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('预览模式')).toBeInTheDocument();
    expect(fakeApi.sent(ANY_PAGE_BY_ID).map(({ path, query }) => [path, query])).toContainEqual([
      API_PATHS.pageById('page-dzpt-index'),
      { previewToken: 'signed.preview.jwt' },
    ]);
    expect(queriesTo(ANY_PAGE_BY_ID).every(({ previewToken }) => previewToken === 'signed.preview.jwt')).toBe(
      true,
    );
    // Neither the visitor's home page nor the login: the preview is the page of the link.
    expect(fakeApi.sent(PUBLIC)).toEqual([]);
    expect(fakeApi.sent(INDEX)).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the token out of every link on the page, out of a search and out of storage', async () => {
    const { router } = renderRoute(PREVIEW);

    await screen.findByText('草稿：五一活动预告', {}, { timeout: 5000 });
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).not.toMatch(/previewToken/);
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    expect(stored.join('\n')).not.toMatch(/signed\.preview\.jwt/);
    // The member's own home page is still the one remembered.
    expect(window.localStorage.getItem('pageId')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索商品' }), '大米{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/goodsList'));
    expect(router.state.location.search).not.toMatch(/previewToken/);
  });

  it('says there is nothing to show when the link no longer opens the page, instead of sending to login', async () => {
    fakeApi.answer(ANY_PAGE_BY_ID, null);

    const { router } = renderRoute(PREVIEW);

    expect(await screen.findByText('该页面暂无内容', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

// ---------------------------------------------------------------------------------------------
// The choice of page
// ---------------------------------------------------------------------------------------------

describe('loadHomePage', () => {
  it('gives a member the INDEX page of their platform and enterprise', async () => {
    const index = noticePage('page-hshsc-index', '企业公告');
    fakeApi.answer(INDEX, index);

    const outcome = await loadHomePage(visitor({ loggedIn: true, oneId: 'ent-acme' }));

    expect(queriesTo(INDEX)).toEqual([
      { pageClientType: 'PC', platform: 'HSHSC', oneId: 'ent-acme', pageType: 'INDEX' },
    ]);
    expect(fakeApi.sent(PUBLIC)).toEqual([]);
    expect(outcome).toEqual({ kind: 'page', page: index, pageId: 'page-hshsc-index', pageIdEn: null });
  });

  it('falls back to the public HSHSC page when a member has no INDEX page', async () => {
    const publicPage = noticePage('page-hshsc-public', '公告');
    fakeApi.answer(INDEX, null);
    fakeApi.answer(PUBLIC, publicPage);

    const outcome = await loadHomePage(visitor({ loggedIn: true, platform: 'DZPT', oneId: 'ent-blue' }));

    expect(queriesTo(INDEX)).toEqual([
      { pageClientType: 'PC', platform: 'DZPT', oneId: 'ent-blue', pageType: 'INDEX' },
    ]);
    expect(queriesTo(PUBLIC)).toEqual([{ pageClientType: 'PC', platform: 'HSHSC' }]);
    expect(outcome).toMatchObject({ kind: 'page', pageId: 'page-hshsc-public' });
    expect(preloadConfiguredPage).toHaveBeenCalledWith(publicPage);
  });

  it('shows the English version of an English-enabled page in en-US and remembers its id', async () => {
    const chinese = noticePage('page-hshsc-public', '公告', {
      isEnglish: true,
      idEn: 'page-hshsc-public-en',
    });
    const english = noticePage('page-hshsc-public-en', 'Notice');
    fakeApi.answer(PUBLIC, chinese);
    fakeApi.answer(ANY_PAGE_BY_ID, english);

    const outcome = await loadHomePage(visitor({ locale: 'en-US' }));

    expect(fakeApi.sent(ANY_PAGE_BY_ID).map(({ path, query }) => [path, query])).toEqual([
      [API_PATHS.pageById('page-hshsc-public-en'), {}],
    ]);
    // The blocks of the page shown start downloading as it arrives, not those of the Chinese one.
    expect(preloadConfiguredPage).toHaveBeenCalledTimes(1);
    expect(preloadConfiguredPage).toHaveBeenCalledWith(english);
    expect(outcome).toEqual({
      kind: 'page',
      page: english,
      pageId: 'page-hshsc-public',
      pageIdEn: 'page-hshsc-public-en',
    });
  });

  it('keeps the Chinese page in zh-CN even when an English version exists', async () => {
    const chinese = noticePage('page-hshsc-public', '公告', {
      isEnglish: true,
      idEn: 'page-hshsc-public-en',
    });
    fakeApi.answer(PUBLIC, chinese);

    const outcome = await loadHomePage(visitor());

    expect(fakeApi.sent(ANY_PAGE_BY_ID)).toEqual([]);
    expect(outcome).toMatchObject({ kind: 'page', page: chinese, pageIdEn: 'page-hshsc-public-en' });
  });

  it('sends the user to login when the page has no data', async () => {
    fakeApi.answer(PUBLIC, { id: 'empty', pageData: '' });

    await expect(loadHomePage(visitor())).resolves.toEqual({ kind: 'login' });
  });
});
