import { useCallback, useSyncExternalStore } from 'react';
import { pageClockNow, subscribePageClock } from './page-clock.ts';

/** Time left until an end moment, split for display. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end moment is reached (or when there is no valid end). */
  ended: boolean;
}

const SECOND = 1000;

/** Splits a number of milliseconds left into days, hours, minutes and seconds. */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / SECOND));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

function toTime(endTime: string | number | Date | null | undefined): number {
  if (endTime === null || endTime === undefined || endTime === '') return Number.NaN;
  return new Date(endTime).getTime();
}

/** When the module was loaded: what a hydrating client renders, as its server did, before the clock runs. */
const loadedAt = Date.now();
const serverNow = (): number => (typeof window === 'undefined' ? Date.now() : loadedAt);

/**
 * `select(now)` of the page clock, re-rendering only when its value changes; subscribed only until
 * `end` (ms), so a finished countdown costs nothing. A NaN `end` never subscribes, nor does a paused
 * one: it keeps the value of its last render and reads the clock afresh when it goes on.
 */
function useUntil<T>(end: number, select: (now: number) => T, paused = false): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (paused || Number.isNaN(end) || end - pageClockNow() < SECOND) return () => {};
      const unsubscribe = subscribePageClock(() => {
        onChange();
        if (end - pageClockNow() < SECOND) unsubscribe();
      });
      return unsubscribe;
    },
    [end, paused],
  );
  return useSyncExternalStore(
    subscribe,
    () => select(pageClockNow()),
    () => select(serverNow()),
  );
}

/** Options of {@link useCountdown}. */
export interface CountdownOptions {
  /** Holds the digits as they are (off screen, say) until false again. Defaults to `false`. */
  paused?: boolean;
}

/**
 * Counts down to `endTime` (ISO text, epoch ms or a Date), re-rendering each second of the page clock
 * until it ends. An absent or unreadable end counts as ended. Render it in a small component (the
 * digits): every second re-renders the component that calls it.
 */
export function useCountdown(
  endTime: string | number | Date | null | undefined,
  { paused = false }: CountdownOptions = {},
): CountdownParts {
  const end = toTime(endTime);
  // Whole seconds left: the same number between two ticks, so React sees one value per second.
  const secondsLeft = useUntil(
    end,
    (now) => (Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - now) / SECOND))),
    paused,
  );
  return countdownParts(secondsLeft * SECOND);
}

/**
 * True once `endTime` is reached (or when there is none); re-renders its component only when that
 * changes, not every second: for a block that hides its buy buttons at the end of a sale.
 */
export function useCountdownEnded(endTime: string | number | Date | null | undefined): boolean {
  const end = toTime(endTime);
  return useUntil(end, (now) => Number.isNaN(end) || end - now < SECOND);
}
