import type { PageResult } from '@mall/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchIndexPage, fetchPageById, fetchPublicPage } from '../api/pages.ts';
import { appStore } from '../state/store.ts';
import { localeAtom } from '../state/locale.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom, pageIdEnAtom } from '../state/session.ts';
import { preloadConfiguredPage } from '../shell/preload-configured-page.ts';
import { renderRoute } from '../test/render-route.tsx';
import { loadHomePage, prefetchHomePage, type HomeVisitor } from './home.tsx';

vi.mock('../api/pages.ts', () => ({
  fetchIndexPage: vi.fn(),
  fetchPublicPage: vi.fn(),
  fetchPageById: vi.fn(),
}));
// The real one starts block downloads through the block index; here it is only watched.
vi.mock('../shell/preload-configured-page.ts', () => ({ preloadConfiguredPage: vi.fn() }));
vi.mock('../api/site.ts', () => ({
  fetchSiteSetting: vi.fn(async () => ({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' })),
}));
vi.mock('../api/goods.ts', () => ({
  checkAvailability: vi.fn(async () => []),
  fetchPlanGoods: vi.fn(async () => ({ name: 'plan', goodsList: [] })),
  fetchPartnerPath: vi.fn(async () => ''),
}));

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
  vi.mocked(fetchIndexPage).mockReset();
  vi.mocked(fetchPublicPage).mockReset();
  vi.mocked(fetchPageById).mockReset();
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
    vi.mocked(fetchPublicPage).mockResolvedValue(noticePage('page-hshsc-public', '春节期间物流安排通知'));

    renderRoute('/');

    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchPublicPage).toHaveBeenCalledWith('HSHSC');
    expect(fetchIndexPage).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: '好生活福利商城首页' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('pageId')).toBe('page-hshsc-public'));
  });

  it('keeps the header it showed while the page loaded: the frame is built once', async () => {
    let answer: (page: PageResult) => void = () => undefined;
    vi.mocked(fetchPublicPage).mockReturnValue(new Promise((resolve) => (answer = resolve)));

    renderRoute('/');

    expect(await screen.findByRole('status', { name: '页面加载中…' })).toBeInTheDocument();
    const search = await screen.findByRole('searchbox', { name: '搜索商品' });
    answer(noticePage('page-hshsc-public', '春节期间物流安排通知'));
    expect(await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 })).toBeInTheDocument();
    // The same search box, not one built again with a new frame.
    expect(search).toBeInTheDocument();
  });

  it("asks for the member's page as soon as its code loads, before anything renders", () => {
    // A member of their own: the key is new to swr's cache.
    appStore.set(accessTokenAtom, 'token-prefetch');
    appStore.set(oneIdAtom, 'ent-prefetch');
    vi.mocked(fetchIndexPage).mockResolvedValue(noticePage('page-prefetch', '通知'));

    prefetchHomePage();

    expect(fetchIndexPage).toHaveBeenCalledWith({
      platform: 'HSHSC',
      oneId: 'ent-prefetch',
      pageType: 'INDEX',
    });
  });

  it('does not show the flash-buy block to a guest', async () => {
    vi.mocked(fetchPublicPage).mockResolvedValue(noticePage('page-hshsc-public', '春节期间物流安排通知'));

    renderRoute('/');

    await screen.findByText('春节期间物流安排通知', {}, { timeout: 5000 });
    expect(screen.queryByText('限时抢购')).not.toBeInTheDocument();
  });

  it('sends a guest of the DZPT platform to the login page without loading a page', async () => {
    appStore.set(platformAtom, 'DZPT');

    const { router } = renderRoute('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchPublicPage).not.toHaveBeenCalled();
    expect(fetchIndexPage).not.toHaveBeenCalled();
  });

  it('sends the user to the login page when the page cannot be loaded', async () => {
    appStore.set(pageIdAtom, 'stale-page');
    vi.mocked(fetchPublicPage).mockRejectedValue(new Error('network error'));

    const { router } = renderRoute('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(window.localStorage.getItem('pageId')).toBeNull());
  });
});

describe('home route, opened by an operator’s preview link', () => {
  const PREVIEW = '/?id=page-dzpt-index&isPreview=1&previewToken=signed.preview.jwt';

  beforeEach(() => {
    // The draft answers only with the link's token; without it the page call answers what visitors see.
    vi.mocked(fetchPageById).mockImplementation(async (id, previewToken) =>
      previewToken === 'signed.preview.jwt'
        ? noticePage(id, '草稿：五一活动预告', { platform: 'DZPT', pageType: 'INDEX' })
        : noticePage(id, '已发布的通知'),
    );
    window.history.replaceState(null, '', PREVIEW);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the draft in preview mode, asking for the page by id with the token, to a DZPT guest too', async () => {
    appStore.set(platformAtom, 'DZPT');

    const { router } = renderRoute(PREVIEW);

    expect(await screen.findByText('草稿：五一活动预告', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('预览模式')).toBeInTheDocument();
    expect(fetchPageById).toHaveBeenCalledWith('page-dzpt-index', 'signed.preview.jwt');
    expect(vi.mocked(fetchPageById).mock.calls.every(([, token]) => token === 'signed.preview.jwt')).toBe(
      true,
    );
    // Neither the visitor's home page nor the login: the preview is the page of the link.
    expect(fetchPublicPage).not.toHaveBeenCalled();
    expect(fetchIndexPage).not.toHaveBeenCalled();
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
    vi.mocked(fetchPageById).mockResolvedValue(null);

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
    vi.mocked(fetchIndexPage).mockResolvedValue(index);

    const outcome = await loadHomePage(visitor({ loggedIn: true, oneId: 'ent-acme' }));

    expect(fetchIndexPage).toHaveBeenCalledWith({ platform: 'HSHSC', oneId: 'ent-acme', pageType: 'INDEX' });
    expect(fetchPublicPage).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'page', page: index, pageId: 'page-hshsc-index', pageIdEn: null });
  });

  it('falls back to the public HSHSC page when a member has no INDEX page', async () => {
    const publicPage = noticePage('page-hshsc-public', '公告');
    vi.mocked(fetchIndexPage).mockResolvedValue(null);
    vi.mocked(fetchPublicPage).mockResolvedValue(publicPage);

    const outcome = await loadHomePage(visitor({ loggedIn: true, platform: 'DZPT', oneId: 'ent-blue' }));

    expect(fetchPublicPage).toHaveBeenCalledWith('HSHSC');
    expect(outcome).toMatchObject({ kind: 'page', pageId: 'page-hshsc-public' });
    expect(preloadConfiguredPage).toHaveBeenCalledWith(publicPage);
  });

  it('shows the English version of an English-enabled page in en-US and remembers its id', async () => {
    const chinese = noticePage('page-hshsc-public', '公告', {
      isEnglish: true,
      idEn: 'page-hshsc-public-en',
    });
    const english = noticePage('page-hshsc-public-en', 'Notice');
    vi.mocked(fetchPublicPage).mockResolvedValue(chinese);
    vi.mocked(fetchPageById).mockResolvedValue(english);

    const outcome = await loadHomePage(visitor({ locale: 'en-US' }));

    expect(fetchPageById).toHaveBeenCalledWith('page-hshsc-public-en');
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
    vi.mocked(fetchPublicPage).mockResolvedValue(chinese);

    const outcome = await loadHomePage(visitor());

    expect(fetchPageById).not.toHaveBeenCalled();
    expect(outcome).toMatchObject({ kind: 'page', page: chinese, pageIdEn: 'page-hshsc-public-en' });
  });

  it('sends the user to login when the page has no data', async () => {
    vi.mocked(fetchPublicPage).mockResolvedValue({ id: 'empty', pageData: '' });

    await expect(loadHomePage(visitor())).resolves.toEqual({ kind: 'login' });
  });
});
