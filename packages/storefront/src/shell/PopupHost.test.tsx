import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOGIN_KEY, POPPED_KEY, popupRangeOf } from './PopupHost.tsx';
import * as popupStories from './PopupHost.stories.tsx';

const { AfterLogin, FirstLogin, WithoutTh, HostileMessage, Guest, InEnglish, AcknowledgeOnly } =
  composeStories(popupStories);

// Story args share their spies between tests, so each test starts them at zero.
beforeEach(() => {
  for (const story of [
    AfterLogin,
    FirstLogin,
    WithoutTh,
    HostileMessage,
    Guest,
    InEnglish,
    AcknowledgeOnly,
  ]) {
    vi.mocked(story.args.api!.fetchLatestPopup).mockClear();
    vi.mocked(story.args.api!.postPopupCancelStatus).mockClear();
  }
});

afterEach(() => {
  vi.useRealTimers();
});

const popupNamed = (title: string) => screen.findByRole('dialog', { name: title });

/**
 * Runs all a host rendered under fake timers has left to do. It asks from an effect of its mount,
 * which render() has run (Testing Library renders inside act); anything it puts off waits on a timer
 * or a promise, and a minute of fake time runs every such timer with the promises between them.
 */
const runPendingWork = () => act(() => vi.advanceTimersByTimeAsync(60_000));

async function acknowledge(title: string) {
  const dialog = await popupNamed(title);
  await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

describe('<PopupHost />', () => {
  it('shows the TH popup first, and the enterprise and platform popups one after another once it is closed', async () => {
    render(<AfterLogin />);
    const { fetchLatestPopup } = AfterLogin.args.api!;

    const th = await popupNamed('温馨提示：谨防福利积分诈骗');
    expect(within(th).getByText('商城工作人员不会索要您的密码或验证码。')).toBeInTheDocument();
    // Only the TH popup is asked for until it is closed.
    expect(fetchLatestPopup).toHaveBeenCalledTimes(1);
    expect(fetchLatestPopup).toHaveBeenCalledWith({
      popupType: 'TH',
      popupFrequency: 3,
      popupRange: 'HSHSC',
    });

    await acknowledge('温馨提示：谨防福利积分诈骗');
    expect(fetchLatestPopup).toHaveBeenCalledWith({
      popupType: 'EP',
      popupFrequency: 1,
      popupRange: 'HSHSC',
    });
    expect(fetchLatestPopup).toHaveBeenCalledWith({
      popupType: 'PF',
      popupFrequency: 1,
      popupRange: 'HSHSC',
    });

    await acknowledge('春节福利积分已到账');
    await acknowledge('春节物流配送提醒');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(AfterLogin.args.api!.postPopupCancelStatus).not.toHaveBeenCalled();
  });

  it('closes with the close button too, and goes on to the next popup', async () => {
    render(<WithoutTh />);
    const enterprise = await popupNamed('春节福利积分已到账');
    await userEvent.click(within(enterprise).getByRole('button', { name: '关闭' }));
    expect(await popupNamed('春节物流配送提醒')).toBeInTheDocument();
  });

  it('offers a configured member only the acknowledge button', async () => {
    render(<AcknowledgeOnly />);
    const popup = await popupNamed('春节福利积分已到账');
    expect(within(popup).getByRole('button', { name: '我知道了' })).toBeInTheDocument();
    expect(within(popup).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(popup).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it("asks for the first-login popups (frequency 0) on a member's first login, and stores isFirstLogin", async () => {
    render(<FirstLogin />);
    await acknowledge('温馨提示：谨防福利积分诈骗');
    const { fetchLatestPopup } = FirstLogin.args.api!;
    await waitFor(() =>
      expect(fetchLatestPopup).toHaveBeenCalledWith({
        popupType: 'EP',
        popupFrequency: 0,
        popupRange: 'HSHSC',
      }),
    );
    expect(window.localStorage.getItem(FIRST_LOGIN_KEY)).toBe('true');
  });

  it("records 'don't show again' for the popup it was ticked on only", async () => {
    render(<AfterLogin />);
    await acknowledge('温馨提示：谨防福利积分诈骗');
    const enterprise = await popupNamed('春节福利积分已到账');
    await userEvent.click(within(enterprise).getByRole('checkbox', { name: '不再提示' }));
    await userEvent.click(within(enterprise).getByRole('button', { name: '我知道了' }));

    const platform = await popupNamed('春节物流配送提醒');
    expect(within(platform).getByRole('checkbox', { name: '不再提示' })).not.toBeChecked();
    await userEvent.click(within(platform).getByRole('button', { name: '我知道了' }));

    const { postPopupCancelStatus } = AfterLogin.args.api!;
    expect(postPopupCancelStatus).toHaveBeenCalledTimes(1);
    expect(postPopupCancelStatus).toHaveBeenCalledWith('popup-ep');
  });

  it('fetches once per login: the stored popped flag keeps another mount from asking again', async () => {
    const first = render(<WithoutTh />);
    await acknowledge('春节福利积分已到账');
    first.unmount();
    expect(window.localStorage.getItem(POPPED_KEY)).toBe('m-1001|2026-03-01T09:00:00.000Z');
    const { fetchLatestPopup } = WithoutTh.args.api!;
    const calls = vi.mocked(fetchLatestPopup).mock.calls.length;

    vi.useFakeTimers();
    render(<WithoutTh />);
    await runPendingWork();
    expect(fetchLatestPopup).toHaveBeenCalledTimes(calls);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pops again for a new login of the same member', async () => {
    window.localStorage.setItem(POPPED_KEY, 'm-1001|2026-02-27T08:30:00.000Z');
    render(<WithoutTh />);
    expect(await popupNamed('春节福利积分已到账')).toBeInTheDocument();
  });

  it('shows a guest nothing and asks for nothing', async () => {
    vi.useFakeTimers();
    render(<Guest />);
    await runPendingWork();
    expect(Guest.args.api!.fetchLatestPopup).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the harmless text of a hostile message and runs none of it', async () => {
    render(<HostileMessage />);
    const dialog = await popupNamed('请核对您的福利收货地址');
    expect(within(dialog).getByText('地址需精确到门牌号。')).toBeInTheDocument();
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    const link = within(dialog).getByText('点此查看填写示例');
    expect(link).not.toHaveAttribute('href');
    await userEvent.click(link);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('is a modal whose buttons speak English in en-US', async () => {
    render(<InEnglish />);
    const dialog = await popupNamed('春节福利积分已到账');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: "Don't show again" })).toBeInTheDocument();
  });
});

describe('popupRangeOf', () => {
  it('asks for the platform itself, and OT for the disposable-card platform', () => {
    expect(popupRangeOf('HSHSC')).toBe('HSHSC');
    expect(popupRangeOf('DZPT')).toBe('DZPT');
    expect(popupRangeOf('YCXK')).toBe('OT');
  });
});
