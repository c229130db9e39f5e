import { composeStories } from '@storybook/react-vite';
import { API_PATHS } from '@mall/schemas';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FunctionComponent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheBranding } from './site-branding.ts';
import { PageFrame } from './PageFrame.tsx';
import type * as SiteHeaderModule from './SiteHeader.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import type * as UserStripModule from './UserStrip.tsx';
import { UserStrip } from './UserStrip.tsx';
import { fakeApi } from '../test/fake-api.ts';
import { StorefrontStoryFrame } from '../test/StorefrontStoryFrame.tsx';
import { STORY_ACCESS_TOKEN, STORY_MEMBER } from '../test/story-members.ts';
import * as frameStories from './PageFrame.stories.tsx';

// The real header, counted: how often it renders is what the frame's memoising is for.
vi.mock('./SiteHeader.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteHeaderModule>();
  return { ...actual, SiteHeader: vi.fn(actual.SiteHeader) };
});

// The user strip, counted inside its memo: a render it skips is not counted.
vi.mock('./UserStrip.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof UserStripModule>();
  const strip = actual.UserStrip as unknown as { type: FunctionComponent };
  strip.type = vi.fn(strip.type);
  return actual;
});
const stripRenders = () =>
  vi.mocked((UserStrip as unknown as { type: FunctionComponent }).type).mock.calls.length;

/** A page as the routes write them: its own state, its own frame. */
function CountingPage() {
  const [count, setCount] = useState(0);
  return (
    <PageFrame>
      <button type="button" onClick={() => setCount(count + 1)}>
        {`点了 ${count} 次`}
      </button>
    </PageFrame>
  );
}

const { Mall, ExclusiveHomepage, EnglishEnabled, DisposableCard } = composeStories(frameStories);

describe('<PageFrame />', () => {
  beforeEach(() => {
    // A fresh branding cache keeps the site call from going out.
    cacheBranding({ siteName: '好生活福利商城', logoImg: '/img/logo.svg' });
  });

  it('frames the page with the mall header and footer when the stored platform is HSHSC', () => {
    render(<Mall />);
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.getByText('张三，您好！欢迎来到好生活商城')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '专属导航' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '服务指南' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '好生活福利商城首页' })).toHaveAttribute('href', '/');
  });

  it('uses the exclusive homepage header and footer when the stored platform is DZPT', () => {
    render(<ExclusiveHomepage />);
    expect(screen.getByText('张三，您好！欢迎访问专属首页')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '专属导航' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '服务指南' })).not.toBeInTheDocument();
  });

  it("shows the toolbars to an employee and not to a disposable card's session, whose cart is the card's own", () => {
    const { unmount } = render(<Mall />);
    expect(screen.getByRole('navigation', { name: '侧边工具栏' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: '快捷工具' })).toBeInTheDocument();
    unmount();
    render(<DisposableCard />);
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '侧边工具栏' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: '快捷工具' })).not.toBeInTheDocument();
  });

  it("offers English on the storefront's own pages, all of which have it", () => {
    const { unmount } = render(<Mall />);
    expect(screen.getByRole('button', { name: '切换语言: English' })).toBeInTheDocument();
    unmount();
    render(<EnglishEnabled />);
    expect(screen.getByRole('button', { name: '切换语言: English' })).toBeInTheDocument();
  });

  it('offers no English on a page without an English version, but the way back to 中文 in English', () => {
    const { unmount } = render(
      <StorefrontStoryFrame>
        <PageFrame englishEnabled={false}>页面内容</PageFrame>
      </StorefrontStoryFrame>,
    );
    expect(screen.queryByRole('button', { name: /切换语言/ })).not.toBeInTheDocument();
    unmount();
    render(
      <StorefrontStoryFrame locale="en-US">
        <PageFrame englishEnabled={false}>page content</PageFrame>
      </StorefrontStoryFrame>,
    );
    const toChinese = screen.getByRole('button', { name: 'Switch language: 中文' });
    expect(toChinese.querySelector('[lang="zh-CN"]')).toHaveTextContent('中文');
  });

  it('renders the page alone when the page changes, not the header again', async () => {
    render(
      <StorefrontStoryFrame session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN }}>
        <CountingPage />
      </StorefrontStoryFrame>,
    );
    // The header has drawn what its calls answered (the member's balance is the last): what the page
    // does from now on is the page's alone.
    expect((await screen.findAllByText(/1,?280/)).length).toBeGreaterThan(0);
    const headerRenders = vi.mocked(SiteHeader).mock.calls.length;
    expect(headerRenders).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: '点了 0 次' }));

    expect(screen.getByRole('button', { name: '点了 1 次' })).toBeInTheDocument();
    expect(vi.mocked(SiteHeader).mock.calls.length).toBe(headerRenders);
  });

  it('draws the header again for the hot search terms it was waiting for, but not its user strip', async () => {
    let answerTerms: ((terms: string[]) => void) | undefined;
    fakeApi.answer(API_PATHS.searchTerms, () => new Promise((resolve) => (answerTerms = resolve)));
    render(
      <StorefrontStoryFrame session={{ userInfo: STORY_MEMBER, accessToken: STORY_ACCESS_TOKEN }}>
        <CountingPage />
      </StorefrontStoryFrame>,
    );
    expect((await screen.findAllByText(/1,?280/)).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(answerTerms).toBeDefined());
    const [headerRenders, strips] = [vi.mocked(SiteHeader).mock.calls.length, stripRenders()];
    expect(strips).toBeGreaterThan(0);

    answerTerms!(['东北大米', '龙井茶']);

    expect(await screen.findByRole('button', { name: /东北大米/ })).toBeInTheDocument();
    expect(vi.mocked(SiteHeader).mock.calls.length).toBeGreaterThan(headerRenders);
    expect(stripRenders()).toBe(strips);
  });

  it('offers the member a sign-out in the user strip', () => {
    render(<Mall />);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });
});
