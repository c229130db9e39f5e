import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.tsx';
import { useCountdownEnded } from './useCountdown.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { standInViewport } from '../testing/viewport-and-motion.ts';

// Half a second into a whole second, so a clock aligned to whole seconds shows that it is.
const NOW = new Date('2026-11-21T10:00:00.500+08:00').getTime();

let renders = 0;
/** A block that hides its goods' buy button once the sale ends, counting its own renders. */
function SaleGoods({ end }: { end: number }) {
  renders += 1;
  const ended = useCountdownEnded(end);
  return <p>{ended ? 'sold out' : 'buy'}</p>;
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange'));
}

const timerNames = () => screen.getAllByRole('timer').map((timer) => timer.getAttribute('aria-label'));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  renders = 0;
});

afterEach(() => {
  setTabHidden(false);
});

describe('the page clock', () => {
  it('turns every countdown of the page on the same whole second, with one timer', () => {
    renderBlock(
      <>
        <Countdown end={NOW + 10_000} />
        <Countdown end={NOW + 20_700} />
      </>,
    );
    expect(timerNames()).toEqual(['剩余 0 天 0 小时 0 分 10 秒', '剩余 0 天 0 小时 0 分 20 秒']);
    expect(vi.getTimerCount()).toBe(1);

    // 499 ms on, the second has not turned; at 500 ms it has, for both.
    act(() => vi.advanceTimersByTime(499));
    expect(timerNames()).toEqual(['剩余 0 天 0 小时 0 分 10 秒', '剩余 0 天 0 小时 0 分 20 秒']);
    act(() => vi.advanceTimersByTime(1));
    expect(timerNames()).toEqual(['剩余 0 天 0 小时 0 分 9 秒', '剩余 0 天 0 小时 0 分 20 秒']);
    act(() => vi.advanceTimersByTime(1000));
    expect(timerNames()).toEqual(['剩余 0 天 0 小时 0 分 8 秒', '剩余 0 天 0 小时 0 分 19 秒']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('re-renders a block that asks whether its sale ended only when it ends, while its digits tick', () => {
    renderBlock(
      <>
        <Countdown end={NOW + 3_000} />
        <SaleGoods end={NOW + 3_000} />
      </>,
    );
    expect(screen.getByText('buy')).toBeInTheDocument();
    const first = renders;

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 1 秒');
    expect(renders).toBe(first);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('sold out')).toBeInTheDocument();
    expect(renders).toBe(first + 1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('stops when every countdown has ended, and when none is shown', () => {
    const { unmount } = renderBlock(
      <>
        <Countdown end={NOW + 1_500} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    // The end falls on the second whole second from now.
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    unmount();

    const again = renderBlock(
      <>
        <Countdown end={NOW + 60_000} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    again.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the tab is hidden and shows the right second as soon as it is back', () => {
    renderBlock(
      <>
        <Countdown end={NOW + 60_000} />
      </>,
    );
    act(() => setTabHidden(true));
    act(() => vi.advanceTimersByTime(10_000));
    // Nothing ran while hidden: the digits are as they were.
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 1 分 0 秒');

    act(() => setTabHidden(false));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 50 秒');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 49 秒');
  });

  it('holds the digits of a countdown scrolled out of view, and shows the right second when it is back', () => {
    const viewport = standInViewport();
    vi.stubGlobal('IntersectionObserver', viewport.IntersectionObserver);
    renderBlock(
      <>
        <Countdown end={NOW + 60_000} />
      </>,
    );
    viewport.scrollAway();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 1 分 0 秒');

    viewport.scrollBack();
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 50 秒');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('剩余 0 天 0 小时 0 分 49 秒');
  });
});
