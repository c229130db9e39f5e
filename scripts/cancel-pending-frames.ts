/**
 * Cancels every animation frame pending in this jsdom window, so its frames start afresh.
 *
 * jsdom runs animation frames on a Node interval it starts with the first pending frame and stops
 * with the last. A frame asked for while a test faked setInterval but not requestAnimationFrame
 * (vitest's default fake timers) started that interval on the fake clock, which went with it: the
 * frame stays pending, jsdom counts it, and never starts a real interval again. In a worker shared by
 * many files no later file got a frame (CI, rehearsal Y: toasts that mount after the first frame
 * never showed, closed dialogs never left). Cancelling every frame brings the count to zero.
 */
export function cancelPendingFrames(): void {
  if (typeof window === 'undefined' || typeof window.requestAnimationFrame !== 'function') return;
  const last = window.requestAnimationFrame(() => {});
  for (let handle = 1; handle <= last; handle++) window.cancelAnimationFrame(handle);
}
