import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';

/** The slide on show, named "第 n 张，共 m 张" by the shared slideshow. */
export const currentSlide = () => screen.getByRole('group', { name: /^第 \d+ 张，共 \d+ 张$/ });

/**
 * Checks, on a carousel just rendered with fake timers, that it turns every 5000 ms (not a
 * millisecond earlier) and wraps to the first slide after the last of `count`.
 */
export function expectTurnsEveryIntervalAndWraps(count: number) {
  const showing = (index: number) =>
    expect(currentSlide()).toHaveAccessibleName(`第 ${index} 张，共 ${count} 张`);
  showing(1);
  act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL - 1));
  showing(1);
  act(() => vi.advanceTimersByTime(1));
  showing(2);
  for (let index = 3; index <= count; index += 1) {
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    showing(index);
  }
  act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
  showing(1);
}
