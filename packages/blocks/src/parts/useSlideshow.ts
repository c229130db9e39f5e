import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefCallback,
} from 'react';
import { useOffScreen } from './useOffScreen.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

/** Time each slide stays before a slideshow advances by itself, in ms (spec 03 section 9). */
export const SLIDESHOW_INTERVAL = 5000;

/** Marks the buttons of a slide picker (dots, tabs, thumbnails) that arrow keys move between. */
export const SLIDE_PICKER_ATTRIBUTE = 'data-slide-picker';

/** The state of one slideshow, from {@link useSlideshow}; the block and its `<Slideshow>` share it. */
export interface SlideshowState {
  /** Number of slides. */
  count: number;
  /** The slide shown, from 0. */
  index: number;
  /**
   * Whether it advances by itself right now: autoplay on, more than one slide, no pointer or focus on
   * it, on screen, and no reduced motion asked for.
   */
  running: boolean;
  /** Shows a slide; any integer, wrapped into the slides (-1 is the last). */
  go: (to: number) => void;
  /**
   * Spread on the element whose hover or focus pauses the slideshow (the carousel region); its `ref`
   * pauses it while that element is off screen.
   */
  pauseHandlers: {
    ref: RefCallback<HTMLElement>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /**
   * Keyboard handler for a row of slide picker buttons (each marked with {@link SLIDE_PICKER_ATTRIBUTE}):
   * arrow keys show the slide before/after the focused button (wrapping), Home/End the first/last,
   * and the focus follows to that slide's button.
   */
  onPickerKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

const wrap = (to: number, count: number) => ((to % count) + count) % count;

/**
 * The slide logic every carousel shares: the current slide advances every {@link SLIDESHOW_INTERVAL} ms
 * when `autoplay` is on and wraps to the first after the last; it pauses while the pointer or the
 * keyboard focus is on the carousel, while the carousel is off screen, and does not advance by itself
 * at all when the user asked for reduced motion. Each change of slide gives the new slide its full interval.
 */
export function useSlideshow(count: number, autoplay = true): SlideshowState {
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offScreen, regionRef] = useOffScreen();
  const reducedMotion = usePrefersReducedMotion();
  // The slides may shrink under the index (an editor removing one); show the last one then.
  const index = count > 0 ? Math.min(chosen, count - 1) : 0;
  // Off screen, a slideshow's turns only cost the page work (issue 28); it goes on where it was.
  const running = autoplay && count > 1 && !hovered && !focused && !offScreen && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setChosen((current) => wrap(current + 1, count)), SLIDESHOW_INTERVAL);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const go = useCallback((to: number) => setChosen(count > 0 ? wrap(to, count) : 0), [count]);

  const pauseHandlers = useMemo(
    () => ({
      ref: regionRef,
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // Focus moving between the carousel's own controls keeps it paused.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    }),
    [regionRef],
  );

  const onPickerKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (count === 0) return;
      const pickers = Array.from(
        event.currentTarget.querySelectorAll<HTMLElement>(`[${SLIDE_PICKER_ATTRIBUTE}]`),
      );
      // From the button that has the focus, which need not be the current slide's.
      const focused = pickers.indexOf(event.target as HTMLElement);
      const from = focused >= 0 ? focused : index;
      const targets: Record<string, number> = {
        ArrowLeft: from - 1,
        ArrowUp: from - 1,
        ArrowRight: from + 1,
        ArrowDown: from + 1,
        Home: 0,
        End: count - 1,
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      const to = wrap(target, count);
      go(to);
      pickers[to]?.focus();
    },
    [count, index, go],
  );

  return { count, index, running, go, pauseHandlers, onPickerKeyDown };
}
