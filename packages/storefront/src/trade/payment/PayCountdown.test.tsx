import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorefrontStoryFrame } from '../../test/StorefrontStoryFrame.tsx';
import { formatPayTimeLeft, PayCountdown, usePayTimeLeft } from './PayCountdown.tsx';

const NOW = new Date('2026-11-27T08:00:00.000Z');

function Countdown({ deadline, onExpired }: { deadline: string; onExpired: () => void }) {
  return <PayCountdown left={usePayTimeLeft(deadline)} onExpired={onExpired} />;
}

function renderCountdown(secondsLeft: number, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const onExpired = vi.fn();
  const deadline = new Date(NOW.getTime() + secondsLeft * 1000).toISOString();
  render(
    <StorefrontStoryFrame locale={locale}>
      <Countdown deadline={deadline} onExpired={onExpired} />
    </StorefrontStoryFrame>,
  );
  return onExpired;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('formatPayTimeLeft', () => {
  it('shows minutes and seconds under an hour, hours too from an hour, rounding up to the second', () => {
    expect(formatPayTimeLeft(0)).toBe('00:00');
    expect(formatPayTimeLeft(1)).toBe('00:01');
    expect(formatPayTimeLeft(65_000)).toBe('01:05');
    expect(formatPayTimeLeft(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatPayTimeLeft(3_600_000)).toBe('1:00:00');
    expect(formatPayTimeLeft(24 * 3_600_000 - 1000)).toBe('23:59:59');
  });
});

describe('<PayCountdown />', () => {
  it('counts down every second to the deadline', () => {
    renderCountdown(90);
    expect(screen.getByText('请在 01:30 内完成支付，超时订单将自动关闭')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('请在 01:29 内完成支付，超时订单将自动关闭')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('请在 00:29 内完成支付，超时订单将自动关闭')).toBeInTheDocument();
  });

  it('says the order was closed at zero, offers the orders, and tells the page once', () => {
    const onExpired = renderCountdown(2);
    expect(onExpired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toHaveTextContent('订单已超时未支付，已自动关闭');
    expect(screen.getByRole('button', { name: '查看我的订单' })).toBeInTheDocument();
    expect(screen.queryByText(/内完成支付/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('says the order is closed at once when the deadline has passed', () => {
    const onExpired = renderCountdown(-30, 'en-US');
    expect(screen.getByRole('alert')).toHaveTextContent('The order was not paid in time and has been closed');
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
