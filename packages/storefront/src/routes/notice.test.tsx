import { API_PATHS, type NoticeDetail, type NoticePage } from '@mall/schemas';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOSTILE_POPUP_MESSAGE, STORY_NOTICES, storyNotice } from '../test/story-notices.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const NOTICES = API_PATHS.noticeList;
const NOTICE = API_PATHS.notice;

/** The queries of the notice lists asked (the header's marquee asks too), oldest first. */
const listQueries = () => fakeApi.sent(NOTICES, 'GET').map(({ query }) => query);

function noticePage(records = STORY_NOTICES, overrides: Partial<NoticePage> = {}): NoticePage {
  return { records: [...records], total: records.length, size: 10, current: 1, ...overrides };
}

function noticeDetail(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return { ...storyNotice(), content: '<p>人均 <strong>800 积分</strong>。</p>', ...overrides };
}

beforeEach(() => {
  // The notice routes are member routes (spec 01 section 2.1): these tests are about the pages.
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(platformAtom, 'HSHSC');
  fakeApi.answer(NOTICES, ({ query }) =>
    noticePage(STORY_NOTICES.filter((notice) => notice.noticeType === query.noticeType)),
  );
});

describe('/notice', () => {
  it("lists the enterprise's notices, each linking to its detail with its date", async () => {
    renderRoute('/notice');

    const link = await (
      await findMain()
    ).findByRole('link', { name: '关于2026年春节福利积分发放的通知' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/notice/detail?id=n-1');
    // The date is the first 10 characters of updateTime.
    expect(within(link.closest('li')!).getByText('2026-02-28')).toBeInTheDocument();
    expect((await findMain()).getByRole('heading', { name: '公告中心' })).toBeInTheDocument();
    expect(listQueries()).toContainEqual({ pageNumber: '1', pageSize: '10', noticeType: 'EP' });
  });

  it('says there are no announcements yet when the list is empty', async () => {
    fakeApi.answer(NOTICES, noticePage([]));
    renderRoute('/notice');
    expect(await (await findMain()).findByText('暂无公告', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the platform notices of the stored platform on the platform tab', async () => {
    appStore.set(platformAtom, 'DZPT');
    const { router } = renderRoute('/notice');
    await userEvent.click(
      await (await findMain()).findByRole('tab', { name: '平台公告' }, { timeout: 5000 }),
    );

    const link = await (await findMain()).findByRole('link', { name: '春节期间商城物流配送时效说明' });
    expect(link).toHaveAttribute('href', '/notice/platformDetail?id=pf-1');
    expect(listQueries()).toContainEqual({
      pageNumber: '1',
      pageSize: '10',
      noticeType: 'PF',
      noticeRange: 'DZPT',
    });
    expect(router.state.location.search).toBe('?type=PF&page=1');
  });

  it('moves between pages, keeping the page in the address', async () => {
    fakeApi.answer(NOTICES, ({ query }) => {
      const pageNumber = Number(query.pageNumber);
      return noticePage([storyNotice({ id: `n-${pageNumber}`, noticeTitle: `第${pageNumber}页的公告` })], {
        total: 25,
        current: pageNumber,
      });
    });
    const { router } = renderRoute('/notice');
    await (await findMain()).findByText('第1页的公告', {}, { timeout: 5000 });

    await userEvent.click((await findMain()).getByRole('button', { name: '第 2 页' }));

    expect(await (await findMain()).findByText('第2页的公告')).toBeInTheDocument();
    expect(listQueries()).toContainEqual({ pageNumber: '2', pageSize: '10', noticeType: 'EP' });
    expect(router.state.location.search).toBe('?type=EP&page=2');
    expect((await findMain()).getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
  });
});

describe('/notice/detail and /notice/platformDetail', () => {
  it('shows an enterprise notice: its title, publish time and content', async () => {
    fakeApi.answer(NOTICE, noticeDetail());
    renderRoute('/notice/detail?id=n-1');

    expect(
      await (
        await findMain()
      ).findByRole('heading', { name: '关于2026年春节福利积分发放的通知' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await findMain()).getByText('发布时间：2026-02-28 14:00:00')).toBeInTheDocument();
    expect((await findMain()).getByText('800 积分')).toBeInTheDocument();
    expect((await findMain()).getByRole('link', { name: '返回公告列表' })).toHaveAttribute(
      'href',
      '/notice?type=EP',
    );
    expect(fakeApi.lastSent(NOTICE, 'GET').query).toEqual({ id: 'n-1' });
  });

  it('shows the harmless text of hostile content and runs none of it', async () => {
    fakeApi.answer(NOTICE, noticeDetail({ content: HOSTILE_POPUP_MESSAGE }));
    renderRoute('/notice/detail?id=n-1');

    const text = await (await findMain()).findByText('地址需精确到门牌号。', {}, { timeout: 5000 });
    const article = text.closest('article')!;
    expect(article.querySelector('script, [onerror]')).toBeNull();
    expect(within(article).getByText('点此查看填写示例')).not.toHaveAttribute('href');
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('says a notice it cannot find is gone, and offers the way back to the list', async () => {
    fakeApi.fail(NOTICE, { status: 404 });
    const { router } = renderRoute('/notice/platformDetail?id=gone');

    expect(
      await (await findMain()).findByText('公告不存在或已下线', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click((await findMain()).getByRole('button', { name: '返回公告列表' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=PF'));
  });

  it('moves a notice opened on the other kind of route to its own route', async () => {
    fakeApi.answer(NOTICE, noticeDetail());
    const { router } = renderRoute('/notice/platformDetail?id=n-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/detail'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?id=n-1');
    expect(
      await (await findMain()).findByRole('heading', { name: '关于2026年春节福利积分发放的通知' }),
    ).toBeInTheDocument();
  });
});
