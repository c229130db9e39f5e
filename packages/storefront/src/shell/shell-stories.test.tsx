import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as diagnosticsStories from './DiagnosticsPanel.stories.tsx';
import * as footerStories from './SiteFooter.stories.tsx';
import * as headerStories from './SiteHeader.stories.tsx';
import * as loginPromptStories from './LoginPrompt.stories.tsx';

const { NoProblems, OneInvalidBlock, EveryReason, PageNotJson } = composeStories(diagnosticsStories);
const { WithLogo, Loading } = composeStories(headerStories);
const { Typical, English } = composeStories(footerStories);
const { Open } = composeStories(loginPromptStories);

describe('<DiagnosticsPanel />', () => {
  it('says every block can render when there is nothing to report', () => {
    render(<NoProblems />);
    expect(screen.getByRole('heading', { name: '诊断信息：没有问题' })).toBeInTheDocument();
    expect(screen.getByText('没有发现问题，所有区块均可渲染。')).toBeInTheDocument();
  });

  it('names the key, type, reason, field and message of an invalid block', () => {
    render(<OneInvalidBlock />);
    const row = screen.getByRole('row', { name: /1700000600000_2/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '',
      '1700000600000_2',
      'carousel',
      '配置有误',
      'options.list[1].img',
      'is required',
    ]);
  });

  it('gives one row per field error, counts the blocks and the problems, and marks problems of the whole block', () => {
    render(<EveryReason />);
    // Six blocks, seven problems: the invalid goods list has two fields.
    expect(screen.getByRole('heading', { name: '诊断信息：6 个区块共 7 处问题' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(8);
    expect(
      within(screen.getByRole('row', { name: /duplicate|key 重复/ })).getByText('（整个区块）'),
    ).toBeInTheDocument();
  });

  it('says every reason in words, wrong-platform too, and names a block by its place and name', () => {
    render(<EveryReason />);
    const reasons = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(reasons).toEqual([
      '未知的区块类型',
      '配置有误',
      '配置有误',
      '区块 key 重复',
      '渲染出错',
      '代码加载失败',
      '不属于此类页面',
    ]);
    expect(screen.getByRole('row', { name: /首页轮播/ })).toHaveTextContent('#1 首页轮播');
  });

  it('shows a page that is not JSON as a page error', () => {
    render(<PageNotJson />);
    expect(screen.getByText(/整页错误：Unexpected token/)).toBeInTheDocument();
  });
});

describe('<SiteHeader />', () => {
  it('links home through the logo, which is described by the site name', () => {
    render(<WithLogo />);
    const home = screen.getByRole('link', { name: '好生活福利商城首页' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img', { name: '好生活福利商城标志' })).toHaveAttribute('width', '160');
  });

  it('shows the default name while the site call is out', () => {
    render(<Loading />);
    expect(screen.getByText('福利商城')).toBeInTheDocument();
  });
});

describe('<SiteFooter />', () => {
  it('shows the copyright line and the service hours', () => {
    render(<Typical />);
    expect(screen.getByText('© 2026 好生活福利商城 版权所有')).toBeInTheDocument();
    expect(screen.getByText('客服时间：周一至周五 9:00-17:00')).toBeInTheDocument();
  });

  it('speaks English in en-US', () => {
    render(<English />);
    expect(screen.getByText('© 2026 Good Life Benefits Mall. All rights reserved.')).toBeInTheDocument();
  });
});

describe('<LoginPrompt />', () => {
  it('asks the user to log in and reports the choice', async () => {
    render(<Open />);
    const dialog = await screen.findByRole('alertdialog', { name: '请登录' });
    expect(within(dialog).getByText('请登录后再进行此操作')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '立即登录' }));

    expect(Open.args.onLogin).toHaveBeenCalledTimes(1);
    expect(Open.args.onKeepBrowsing).not.toHaveBeenCalled();
  });
});
