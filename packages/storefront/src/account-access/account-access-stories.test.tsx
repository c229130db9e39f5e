import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as chooserStories from './DisposableCardChooser.stories.tsx';
import * as imageCodeStories from './ImageCodeField.stories.tsx';
import * as smsStories from './SmsCodeButton.stories.tsx';
import * as termsStories from './TermsDocument.stories.tsx';

const { Ready, CountingDown, ShortCountdown, SendFails, Disabled } = composeStories(smsStories);
const { Typical, NoneChosen, Empty } = composeStories(chooserStories);
const { WithPicture, Loading } = composeStories(imageCodeStories);
const { ServiceTerms, FriendlyTips, InEnglish } = composeStories(termsStories);

afterEach(() => {
  vi.useRealTimers();
});

describe('<SmsCodeButton />', () => {
  it('sends once clicked and then counts down 60 seconds, disabled meanwhile', async () => {
    render(<Ready />);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(Ready.args.onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
  });

  it('ticks every second and is clickable again at zero', () => {
    vi.useFakeTimers();
    render(<CountingDown />);
    expect(screen.getByRole('button', { name: '42秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '41秒后重新获取' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(41_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('counts down from its own length', async () => {
    render(<ShortCountdown />);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '3秒后重新获取' })).toBeDisabled();
  });

  it('does not count down when the send fails', async () => {
    render(<SendFails />);
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(SendFails.args.onSend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('cannot be clicked while the form is busy', () => {
    render(<Disabled />);
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  });
});

describe('<DisposableCardChooser />', () => {
  it('offers the usable cards with their points and expiry, and a used card only as used', async () => {
    render(<Typical />);
    const group = screen.getByRole('radiogroup', { name: '请选择要登录的卡' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const used = screen.getByRole('radio', { name: /蓝海集团春节福利卡/ });
    expect(used).toBeDisabled();
    expect(screen.getByText('已使用')).toBeInTheDocument();
    expect(screen.getByText(/余额 500 积分 · 有效期至 2026-08-28/)).toBeInTheDocument();
    expect(screen.getByText(/余额 300 积分 · 长期有效/)).toBeInTheDocument();

    await userEvent.click(screen.getByText('艾克米中秋福利卡'));
    expect(Typical.args.onChange).toHaveBeenCalledWith('8800000000000021');
    expect(screen.getByRole('radio', { name: /艾克米中秋福利卡/ })).toBeChecked();
  });

  it('says why a submit without a choice is refused', () => {
    render(<NoneChosen />);
    expect(screen.getByRole('alert')).toHaveTextContent('请选择一张卡');
  });

  it('says so when the phone has no cards', () => {
    render(<Empty />);
    expect(screen.getByText('该手机号下没有可用的卡')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('<ImageCodeField />', () => {
  it('shows the picture at its size inside a button that draws a new one', async () => {
    render(<WithPicture />);
    expect(screen.getByLabelText('图形验证码')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: '图形验证码，点击换一张' });
    expect(picture).toHaveAttribute('width', '120');
    expect(picture).toHaveAttribute('height', '40');
    await userEvent.click(screen.getByRole('button', { name: '换一张图形验证码' }));
    expect(WithPicture.args.onRefresh).toHaveBeenCalledTimes(1);
  });

  it('holds the place of a picture still loading', () => {
    render(<Loading />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '换一张图形验证码' })).toBeInTheDocument();
  });
});

describe('<TermsDocument />', () => {
  it('shows the title, the date and every numbered section of the terms of service', () => {
    render(<ServiceTerms />);
    expect(screen.getByRole('heading', { level: 1, name: '服务条款' })).toBeInTheDocument();
    expect(screen.getByText('更新日期：2026-01-01')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '一、服务说明',
      '二、账号与登录',
      '三、积分与支付',
      '四、订单、配送与售后',
      '五、使用规范',
      '六、条款的变更与联系我们',
    ]);
  });

  it('links the other terms pages and marks the one shown', () => {
    render(<FriendlyTips />);
    const nav = screen.getByRole('navigation', { name: '相关条款' });
    expect(within(nav).getByRole('link', { name: '温馨提示' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '隐私政策' })).toHaveAttribute('href', '/privacyPolicy');
    expect(screen.getByText(/客服热线工作时间为周一至周五 9:00-17:00/)).toBeInTheDocument();
  });

  it('reads in English in en-US', () => {
    render(<InEnglish />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. The service' })).toBeInTheDocument();
  });
});
