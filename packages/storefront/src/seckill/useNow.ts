import { useEffect, useState } from 'react';

/** The time now (epoch ms), re-rendering every `intervalMs`: one clock for a whole page's countdowns. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
