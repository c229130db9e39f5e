import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { NoticeShowOptions } from '@mall/schemas';
import { describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/noticeShow/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { reducedMotionMatchMedia, standInViewport } from '../testing/viewport-and-motion.ts';
import { NOTICE_ROTATE_INTERVAL, NOTICE_SLIDE_DURATION, NoticeShow } from './NoticeShow.tsx';
import * as stories from './NoticeShow.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: NoticeShowOptions = typical.options;

const noticeLinks = () => within(screen.getByRole('list')).getAllByRole('link');

/** Lets the time of three turns pass, each a moment of the page (its slide starts, then ends). */
function waitThreeTurns() {
  for (let turn = 0; turn < 3; turn += 1) {
    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_INTERVAL));
    act(() => vi.advanceTimersByTime(NOTICE_SLIDE_DURATION));
  }
}

describe('<NoticeShow /> stories', () => {
  it('shows the notices in order with their links and a More link', async () => {
    const bar = await renderStoryBlock(Typical, '公告');
    const links = within(within(bar).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(typical.options.list.map((notice) => notice.title));
    expect(links[0]).toHaveAttribute('href', '/notice/detail?id=n100');
    expect(within(bar).getByRole('link', { name: '春节期间物流安排通知' })).toBeInTheDocument();
    expectLinkTo(bar, '新品上架：明前龙井礼盒', '/goodsList?keyword=龙井');
    expectLinkTo(bar, '更多公告', '/notice');
  });

  it('keeps all thirty notices in one bar', async () => {
    const bar = await renderStoryBlock(ManyItems, '企业公告');
    expect(within(within(bar).getByRole('list')).getAllByRole('link')).toHaveLength(30);
  });
});

describe('<NoticeShow /> behaviour', () => {
  it('moves the first notice to the end every 4 s after an 800 ms slide', () => {
    vi.useFakeTimers();
    renderBlock(<NoticeShow blockKey="n" options={options} />);
    expect(noticeLinks()[0]).toHaveTextContent('春节期间物流安排通知');

    // Each act is one moment of the page: the slide starts at 4 s and ends 800 ms later.
    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_INTERVAL));
    act(() => vi.advanceTimersByTime(NOTICE_SLIDE_DURATION - 1));
    expect(noticeLinks()[0]).toHaveTextContent('春节期间物流安排通知');
    act(() => vi.advanceTimersByTime(1));
    expect(noticeLinks()[0]).toHaveTextContent('2027 年度福利积分发放说明');
    expect(noticeLinks().at(-1)).toHaveTextContent('春节期间物流安排通知');

    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_INTERVAL - NOTICE_SLIDE_DURATION));
    act(() => vi.advanceTimersByTime(NOTICE_SLIDE_DURATION));
    expect(noticeLinks()[0]).toHaveTextContent('新品上架：明前龙井礼盒');
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    renderBlock(<NoticeShow blockKey="n" options={options} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: '公告' }));
    waitThreeTurns();
    expect(noticeLinks()[0]).toHaveTextContent('春节期间物流安排通知');
  });

  it('waits while it is off screen, and goes on when it is back', () => {
    vi.useFakeTimers();
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(<NoticeShow blockKey="n" options={options} />);
    viewport.scrollAway();
    waitThreeTurns();
    expect(noticeLinks()[0]).toHaveTextContent('春节期间物流安排通知');

    viewport.scrollBack();
    act(() => vi.advanceTimersByTime(NOTICE_ROTATE_INTERVAL));
    act(() => vi.advanceTimersByTime(NOTICE_SLIDE_DURATION));
    expect(noticeLinks()[0]).toHaveTextContent('2027 年度福利积分发放说明');
  });

  it('holds still for a user who asked for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', reducedMotionMatchMedia);
    renderBlock(<NoticeShow blockKey="n" options={options} />);
    waitThreeTurns();
    expect(noticeLinks()[0]).toHaveTextContent('春节期间物流安排通知');
  });

  it('links a notice without url to its detail page and More to the given address', async () => {
    await expectLinksOpen(<NoticeShow blockKey="n" options={{ ...options, moreUrl: '/notice?type=EP' }} />, [
      ['春节期间物流安排通知', '/notice/detail?id=n100'],
      ['更多公告', '/notice?type=EP'],
    ]);
  });
});
