import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cacheBranding } from './site-branding.ts';
import * as frameStories from './PageFrame.stories.tsx';

const { Mall, ExclusiveHomepage, EnglishEnabled } = composeStories(frameStories);

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

  it('shows the language switch only on English-enabled pages', () => {
    const { unmount } = render(<Mall />);
    expect(screen.queryByRole('button', { name: /切换语言/ })).not.toBeInTheDocument();
    unmount();
    render(<EnglishEnabled />);
    expect(screen.getByRole('button', { name: '切换语言: English' })).toBeInTheDocument();
  });

  it('offers the member a sign-out in the user strip', () => {
    render(<Mall />);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
  });
});
