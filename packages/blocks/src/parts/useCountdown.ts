import { useEffect, useState } from 'react';

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

/**
 * Counts down to `endTime` (ISO text, epoch ms or a Date), re-rendering each second until it ends.
 * An absent or unreadable end counts as ended.
 */
export function useCountdown(endTime: string | number | Date | null | undefined): CountdownParts {
  const end = toTime(endTime);
  const [now, setNow] = useState(() => Date.now());
  const ended = Number.isNaN(end) || end - now < SECOND;

  useEffect(() => {
    if (Number.isNaN(end)) return;
    setNow(Date.now());
    // One interval per end moment; it stops itself at zero so an ended sale costs nothing.
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (end - current < SECOND) clearInterval(timer);
    }, SECOND);
    return () => clearInterval(timer);
  }, [end]);

  if (ended) return countdownParts(0);
  return countdownParts(end - now);
}
