import { API_PATHS } from '@mall/schemas';
import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { reducedMotionMatchMedia, standInViewport } from '@mall/blocks';
import { HeaderNoticeMarquee, MARQUEE_INTERVAL_MS, MARQUEE_SLIDE_MS } from './NoticeMarquee.tsx';
import * as marqueeStories from './NoticeMarquee.stories.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { STORY_NOTICES } from '../test/story-notices.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';

const { OnAPage, InTheHeader, OneNotice, NoNotices, InEnglish } = composeStories(marqueeStories);

/** The notice titles in the order the marquee holds them; the first is the one in view. */
function titlesInOrder(): string[] {
  const marquee = screen.getByRole('region', { name: '公告' });
  return within(within(marquee).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const [first, second, third] = STORY_NOTICES.map((notice) => notice.noticeTitle);

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** One turn: the tick, then the slide (its timer starts once React has drawn the tick). */
function advanceTurn(interval: number) {
  advance(interval);
  advance(MARQUEE_SLIDE_MS);
}

describe('<NoticeMarquee />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('slides the first notice away every 4 s and moves it to the end once the 800 ms slide is over', () => {
    render(<OnAPage />);
    expect(titlesInOrder()).toEqual([first, second, third]);

    advance(MARQUEE_INTERVAL_MS.page - 1);
    expect(titlesInOrder()).toEqual([first, second, third]);
    // The slide has started: the first notice is still first until it has slid out.
    advance(1);
    advance(MARQUEE_SLIDE_MS - 1);
    expect(titlesInOrder()).toEqual([first, second, third]);
    advance(1);
    expect(titlesInOrder()).toEqual([second, third, first]);

    advanceTurn(MARQUEE_INTERVAL_MS.page);
    expect(titlesInOrder()).toEqual([third, first, second]);
  });

  it('turns every 2 s in the header', () => {
    render(<InTheHeader />);
    advanceTurn(MARQUEE_INTERVAL_MS.header);
    expect(titlesInOrder()).toEqual([second, third, first]);
  });

  it('holds still while the pointer is on it, and goes on when it leaves', () => {
    render(<OnAPage />);
    const marquee = screen.getByRole('region', { name: '公告' });
    fireEvent.mouseEnter(marquee);
    advance(MARQUEE_INTERVAL_MS.page * 3);
    expect(titlesInOrder()).toEqual([first, second, third]);

    fireEvent.mouseLeave(marquee);
    advanceTurn(MARQUEE_INTERVAL_MS.page);
    expect(titlesInOrder()).toEqual([second, third, first]);
  });

  it('holds still while a link in it has keyboard focus', () => {
    render(<OnAPage />);
    act(() => screen.getByRole('link', { name: first }).focus());
    advance(MARQUEE_INTERVAL_MS.page * 3);
    expect(titlesInOrder()).toEqual([first, second, third]);
  });

  it('changes notices in place, without sliding, when the user asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', reducedMotionMatchMedia);
    render(<OnAPage />);
    // No 800 ms slide: the next notice is there at the tick.
    advance(MARQUEE_INTERVAL_MS.page);
    expect(titlesInOrder()).toEqual([second, third, first]);
  });

  it('waits while scrolled out of view, and goes on when back', () => {
    // On a long page scrolled down, the header's turns would only cost the page work (issue 28).
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    render(<InTheHeader />);
    viewport.scrollAway();
    advanceTurn(MARQUEE_INTERVAL_MS.header);
    advanceTurn(MARQUEE_INTERVAL_MS.header);
    expect(titlesInOrder()).toEqual([first, second, third]);

    viewport.scrollBack();
    advanceTurn(MARQUEE_INTERVAL_MS.header);
    expect(titlesInOrder()).toEqual([second, third, first]);
  });

  it('links enterprise notices to /notice/detail, platform notices to /notice/platformDetail, and More to /notice', () => {
    render(<OnAPage />);
    expect(screen.getByRole('link', { name: first })).toHaveAttribute('href', '/notice/detail?id=n-1');
    expect(screen.getByRole('link', { name: third })).toHaveAttribute(
      'href',
      '/notice/platformDetail?id=pf-1',
    );
    expect(screen.getByRole('link', { name: '更多公告' })).toHaveAttribute('href', '/notice');
  });

  it('lets the keyboard reach the notice in view and More, not the notices out of sight', () => {
    render(<OnAPage />);
    expect(screen.getByRole('link', { name: first })).not.toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: second })).toHaveAttribute('tabindex', '-1');
    advanceTurn(MARQUEE_INTERVAL_MS.page);
    expect(screen.getByRole('link', { name: second })).not.toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: first })).toHaveAttribute('tabindex', '-1');
  });

  it('keeps a single notice still, and renders nothing without notices', () => {
    const { unmount } = render(<OneNotice />);
    advanceTurn(MARQUEE_INTERVAL_MS.page);
    advanceTurn(MARQUEE_INTERVAL_MS.page);
    expect(titlesInOrder()).toEqual([first]);
    unmount();
    render(<NoNotices />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks English in en-US', () => {
    render(<InEnglish />);
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More notices' })).toHaveTextContent('More');
  });
});

describe('<HeaderNoticeMarquee />', () => {
  const page = (records = STORY_NOTICES) => ({
    records: [...records],
    total: records.length,
    size: 10,
    current: 1,
  });

  const NOTICES = API_PATHS.noticeList;

  /** The queries of the notice calls sent, oldest first. */
  const queriesSent = () => fakeApi.sent(NOTICES, 'GET').map(({ query }) => query);

  beforeEach(() => {
    fakeApi.answer(NOTICES, ({ query }) =>
      page(STORY_NOTICES.filter((notice) => notice.noticeType === query.noticeType)),
    );
  });

  it("shows a member their enterprise's notices, then the platform's (of no range off HSHSC)", async () => {
    render(
      <StorefrontStoryFrame
        session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN, platform: 'DZPT' }}
      >
        <HeaderNoticeMarquee platform="DZPT" />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(titlesInOrder()).toEqual([first, second, third]));
    // Spec 01 section 7: noticeRange goes with the platform notices on HSHSC only.
    expect(queriesSent()).toEqual(
      expect.arrayContaining([
        { pageNumber: '1', pageSize: '10', noticeType: 'EP' },
        { pageNumber: '1', pageSize: '10', noticeType: 'PF' },
      ]),
    );
    expect(queriesSent()).not.toContainEqual(expect.objectContaining({ noticeRange: 'DZPT' }));
  });

  it('shows a guest the platform notices only, without asking for enterprise notices', async () => {
    render(
      <StorefrontStoryFrame>
        <HeaderNoticeMarquee platform="HSHSC" />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(titlesInOrder()).toEqual([third]));
    expect(queriesSent()).toEqual([expect.objectContaining({ noticeType: 'PF', noticeRange: 'HSHSC' })]);
  });

  it('keeps the platform notices when the enterprise call fails', async () => {
    fakeApi.answer(NOTICES, ({ query }) =>
      query.noticeType === 'EP' ? HttpResponse.error() : page(STORY_NOTICES.slice(2)),
    );
    render(
      <StorefrontStoryFrame session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN }}>
        <HeaderNoticeMarquee platform="HSHSC" />
      </StorefrontStoryFrame>,
    );
    await waitFor(() => expect(titlesInOrder()).toEqual([third]));
  });

  it('leaves the header line out when there are no notices', async () => {
    fakeApi.answer(NOTICES, page([]));
    const { container } = render(
      <StorefrontStoryFrame session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN }}>
        <HeaderNoticeMarquee platform="HSHSC" />
      </StorefrontStoryFrame>,
    );
    const placeholder = container.innerHTML;
    await waitFor(() => expect(queriesSent()).toHaveLength(2));
    // The line held its place while loading, and gives it up once there is nothing to show.
    await waitFor(() => expect(container.innerHTML).not.toBe(placeholder));
    expect(screen.queryByRole('region', { name: '公告' })).not.toBeInTheDocument();
  });
});
