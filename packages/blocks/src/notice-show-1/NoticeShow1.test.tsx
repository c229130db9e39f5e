import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { NoticeShow1Options } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/noticeShow1/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { NoticeShow1 } from './NoticeShow1.tsx';
import * as stories from './NoticeShow1.stories.tsx';

const { Typical, Empty, ManyItems } = composeStories(stories);
const options: NoticeShow1Options = typical.options;

const noticeLines = (panel: HTMLElement) => within(within(panel).getByRole('list')).getAllByRole('listitem');

describe('<NoticeShow1 /> stories', () => {
  it('shows the first three notices with their dates and links, and More to the notice list', async () => {
    const panel = await renderStoryBlock(Typical, '企业公告');
    const lines = noticeLines(panel);
    expect(lines).toHaveLength(3);
    expectLinkTo(lines[0]!, '春节期间物流安排通知', '/notice/detail?id=n201');
    expect(within(lines[0]!).getByText('2027-01-20')).toBeInTheDocument();
    expectLinkTo(lines[2]!, '新品上架：明前龙井礼盒', '/goodsList?keyword=龙井');
    expect(within(lines[2]!).getByText('2027-01-10')).toBeInTheDocument();
    expect(within(panel).queryByText('关于员工体检预约的提醒')).not.toBeInTheDocument();
    expectLinkTo(panel, /更多/, '/notice');
  });

  it("keeps the box and says 'no announcements yet' when there are no notices", async () => {
    const panel = await renderStoryBlock(Empty, '公告');
    expect(within(panel).getByText('暂无公告')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
    expectLinkTo(panel, /更多/, '/notice');
  });

  it('shows three of twenty notices, one without a date', async () => {
    const panel = await renderStoryBlock(ManyItems, '通知公告');
    expect(within(panel).getByText('企业最新动态')).toBeInTheDocument();
    expect(noticeLines(panel)).toHaveLength(3);
    expectLinkTo(panel, /更多/, '/notice?noticeType=EP');
  });
});

describe('<NoticeShow1 /> behaviour', () => {
  it('opens a notice without link at its detail page and More at the given address', async () => {
    await expectLinksOpen(
      <NoticeShow1 blockKey="n" options={{ ...options, moreUrl: '/notice?noticeType=EP' }} />,
      [
        ['2027 年度福利积分发放说明', '/notice/detail?id=n202'],
        [/更多/, '/notice?noticeType=EP'],
      ],
    );
  });

  it('shows a notice with neither link nor id as plain text, and no date when it has none', () => {
    renderBlock(<NoticeShow1 blockKey="n" options={{ list: [{ title: '仅作提示的公告' }] }} />);
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent('仅作提示的公告');
    expect(within(line).queryByRole('link')).not.toBeInTheDocument();
    expect(line.querySelector('time')).toBeNull();
  });

  it('speaks English, empty or not', () => {
    const { unmount } = renderBlock(<NoticeShow1 blockKey="n" options={{ list: [] }} />, { locale: 'en-US' });
    const panel = screen.getByRole('region', { name: 'Announcements' });
    expect(within(panel).getByText('no announcements yet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /More/ })).toBeInTheDocument();
    unmount();
    renderBlock(<NoticeShow1 blockKey="n" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
