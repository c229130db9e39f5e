import { pageAvailabilityKey, preloadPage } from '@mall/runtime';
import { unstable_serialize } from 'swr';
import type * as Runtime from '@mall/runtime';
import type { PageResult } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store.ts';
import { userInfoAtom } from '../state/session.ts';
import { preloadConfiguredPage, preloadServerRenderedPages } from './preload-configured-page.ts';

vi.mock('@mall/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Runtime>()),
  preloadPage: vi.fn(),
}));

const homePage: PageResult = {
  id: 'page-hshsc-index',
  pageData: '{"list":[]}',
  pageType: 'INDEX',
  platform: 'HSHSC',
  isEnglish: false,
  idEn: null,
};

// The block index is a dynamic import: on a loaded machine its first load took over waitFor's 1 s.
const INDEX_LOADS = { timeout: 10_000 };

afterEach(() => {
  appStore.set(userInfoAtom, null);
  vi.mocked(preloadPage).mockClear();
});

describe('preloadConfiguredPage', () => {
  it('starts the blocks of a guest’s page with the block index and the page’s block set', async () => {
    preloadConfiguredPage(homePage);

    await vi.waitFor(() => expect(preloadPage).toHaveBeenCalledTimes(1), INDEX_LOADS);
    const [pageData, context] = vi.mocked(preloadPage).mock.calls[0]!;
    expect(pageData).toBe('{"list":[]}');
    expect(context).toMatchObject({ isGuest: true, blockSet: 'HSHSC' });
    expect(context.renderedWithData).toBeFalsy();
    expect(context.registry.has('noticeShow')).toBe(true);
  });

  it('asks nothing for a missing page or one without data', async () => {
    preloadConfiguredPage(null);
    preloadConfiguredPage({ ...homePage, pageData: '' });
    // A page with data, after them: its blocks are asked for once the block index is in, after
    // whatever the two before had set waiting for that same index.
    preloadConfiguredPage(homePage);

    await vi.waitFor(() => expect(preloadPage).toHaveBeenCalled(), INDEX_LOADS);
    expect(vi.mocked(preloadPage).mock.calls.map(([pageData]) => pageData)).toEqual(['{"list":[]}']);
  });
});

describe('preloadServerRenderedPages', () => {
  it('starts the blocks of the pages a server render came with, and of nothing else', async () => {
    preloadServerRenderedPages({
      'site-branding': { siteName: '好生活福利商城' },
      '@"home-page",false,"HSHSC",null,"zh-CN",': { kind: 'page', page: homePage, pageId: homePage.id },
      '@"configured-page","CUSTOM","page-custom",': {
        ...homePage,
        id: 'page-custom',
        pageData: '{"list":[1]}',
      },
      '@"category-nav-tree","zh-CN",': [{ id: '1', name: '粮油' }],
      [unstable_serialize(pageAvailabilityKey('[{"planId":"plan-1"}]', ''))]: [
        { planId: 'plan-1', isShow: true, isOpen: true },
      ],
      '@"home-page",false,"HSHSC",null,"en-US",': { kind: 'missing' },
    });

    await vi.waitFor(() => expect(preloadPage).toHaveBeenCalledTimes(2), INDEX_LOADS);
    expect(vi.mocked(preloadPage).mock.calls.map(([pageData]) => pageData)).toEqual([
      '{"list":[]}',
      '{"list":[1]}',
    ]);
    // Their availability and plans' goods came with them, and are not asked for again.
    for (const [, context] of vi.mocked(preloadPage).mock.calls) {
      expect(context.renderedWithData).toBe(true);
      expect(context.heldAvailability?.('[{"planId":"plan-1"}]')).toEqual([
        { planId: 'plan-1', isShow: true, isOpen: true },
      ]);
      expect(context.heldAvailability?.('[{"planId":"plan-2"}]')).toBeUndefined();
    }
  });
});
