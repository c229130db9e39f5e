// One clock for every timer of a page (issue 28). A page of many flash sales used to run one
// 1-second interval per block, each at its own phase, so the main thread woke many times a second and
// every tick re-rendered a whole block. Now one timer, aligned to the machine's whole seconds, wakes
// every subscriber at once; it stops when nobody listens and while the tab is hidden.

const SECOND = 1000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setTimeout> | undefined;

const tabHidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

function tick(): void {
  timer = undefined;
  now = Date.now();
  for (const listener of [...listeners]) listener();
  schedule();
}

function schedule(): void {
  if (timer !== undefined || listeners.size === 0 || tabHidden()) return;
  timer = setTimeout(tick, SECOND - (Date.now() % SECOND));
}

function stop(): void {
  clearTimeout(timer);
  timer = undefined;
}

// A hidden tab's timers are throttled anyway; pausing them outright saves the work, and coming back
// ticks at once so no countdown shows a stale second.
function onVisibilityChange(): void {
  if (tabHidden()) stop();
  else tick();
}

/**
 * The page clock's time, in ms: the moment of its last tick while it runs (at most a second old,
 * the same for every reader until the next tick), else the current time to the second.
 */
export function pageClockNow(): number {
  // Either way: a clock set back (or a test's fake time) must not freeze it.
  if (timer === undefined && Math.abs(Date.now() - now) >= SECOND) now = Date.now();
  return now;
}

/** Calls `listener` on each whole second while subscribed (not while the tab is hidden); returns the unsubscribe. */
export function subscribePageClock(listener: () => void): () => void {
  if (listeners.size === 0 && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  listeners.add(listener);
  schedule();
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    stop();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
