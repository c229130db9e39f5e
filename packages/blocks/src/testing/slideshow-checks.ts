import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { expectPicture } from './picture-checks.ts';

/** The slide on show, named "第 n 张，共 m 张" by the shared slideshow. */
export const currentSlide = () => screen.getByRole('group', { name: /^第 \d+ 张，共 \d+ 张$/ });

/** The dots of a carousel that has them, one per slide ("切换到第 n 张"), within `container`. */
export const slideDots = (container: HTMLElement = document.body) =>
  within(container).getAllByRole('button', { name: /^切换到第/ });

/**
 * Checks, on a carousel just rendered with fake timers, that it turns every 5000 ms (not a
 * millisecond earlier) and wraps to the first slide after the last of `count`. `alongside` checks,
 * at each slide (from 1), what turns with it: a tab, a thumbnail, a band's colour.
 */
export function expectTurnsEveryIntervalAndWraps(count: number, alongside?: (slide: number) => void) {
  const showing = (index: number) => {
    expect(currentSlide()).toHaveAccessibleName(`第 ${index} 张，共 ${count} 张`);
    alongside?.(index);
  };
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

/**
 * Checks, with fake timers, that three intervals pass and a carousel of `count` slides still shows its
 * first: autoplay is off, or something holds it (off screen, reduced motion).
 */
export function expectStaysOnFirstSlide(count: number) {
  act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
  expect(currentSlide()).toHaveAccessibleName(`第 1 张，共 ${count} 张`);
}

/** The slides {@link expectSlidePictures} looks at, by their pictures' names, and the pictures' size. */
export interface SlidePicturesExpectation {
  /** Name of the first slide's picture. */
  first: string;
  /** Name of a later slide's picture, hidden from assistive technology until it turns. */
  later: string;
  width: number;
  height: number;
}

/**
 * Checks a carousel's slide pictures: each reserves its size, the first loads at once (it is the first
 * screen) and a later one only when needed.
 */
export function expectSlidePictures(
  carousel: HTMLElement,
  { first, later, width, height }: SlidePicturesExpectation,
) {
  expectPicture(within(carousel).getByRole('img', { name: first }), { width, height, loading: 'eager' });
  expectPicture(within(carousel).getByRole('img', { name: later, hidden: true }), {
    width,
    height,
    loading: 'lazy',
  });
}

/**
 * One step of a keyboard walk through a carousel: the keys typed (user-event's notation; `{Tab}` moves
 * the focus on), then, where the step says, the slide on show (from 1) and the button that has the focus.
 */
export interface CarouselKeyStep {
  keys: string;
  slide?: number;
  focused?: string;
}

/**
 * Walks a carousel of `count` slides by keyboard: focuses its button named `from` (an arrow), then
 * types each step's keys and checks what the step expects to follow.
 */
export async function walkCarouselByKeyboard(
  from: string,
  count: number,
  steps: readonly CarouselKeyStep[],
): Promise<void> {
  const user = userEvent.setup();
  screen.getByRole('button', { name: from }).focus();
  for (const { keys, slide, focused } of steps) {
    await user.keyboard(keys);
    if (slide !== undefined) expect(currentSlide()).toHaveAccessibleName(`第 ${slide} 张，共 ${count} 张`);
    if (focused !== undefined) expect(screen.getByRole('button', { name: focused })).toHaveFocus();
  }
}
