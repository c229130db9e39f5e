import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as confirmStories from './ConfirmDialog.stories.tsx';

const { Question, LoginRequired, Report } = composeStories(confirmStories);

// Story args share their spies between tests (meta-level `fn()`), so each test starts them at zero.
beforeEach(() => {
  for (const story of [Question, LoginRequired, Report]) {
    for (const arg of Object.values(story.args)) {
      if (vi.isMockFunction(arg)) arg.mockClear();
    }
  }
});

describe('<ConfirmDialog />', () => {
  it('is an alert dialog named by its title, with its text, cancel then confirm, and a close button', async () => {
    render(<Question />);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText('确定要切换语言吗？')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent || button.ariaLabel),
    ).toEqual(['取消', '确定', '关闭']);
  });

  it('takes the focus and keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Question />);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('reports the confirm, and without its own cancel handler treats cancel, Escape and close as a dismissal', async () => {
    const user = userEvent.setup();
    render(<Question />);
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(Question.args.onConfirm).toHaveBeenCalledTimes(1);
    expect(Question.args.onDismiss).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(Question.args.onDismiss).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(Question.args.onDismiss).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(Question.args.onDismiss).toHaveBeenCalledTimes(3);
    expect(Question.args.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('reports a cancel apart from a dismissal, and has no close button unless given its name', async () => {
    const user = userEvent.setup();
    render(<LoginRequired />);
    const dialog = await screen.findByRole('alertdialog', { name: '请登录' });
    expect(within(dialog).getByText('访问该页面需要先登录，是否前往登录？')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '返回首页' }));
    expect(LoginRequired.args.onCancel).toHaveBeenCalledTimes(1);
    expect(LoginRequired.args.onDismiss).not.toHaveBeenCalled();
    expect(LoginRequired.args.onConfirm).not.toHaveBeenCalled();
  });

  it('can be a plain dialog, for news rather than a question', async () => {
    render(<Report />);
    const dialog = await screen.findByRole('dialog', { name: '领取优惠券' });
    expect(within(dialog).getByText('优惠券领取成功，可在我的优惠券页面查看')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
