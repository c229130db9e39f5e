/**
 * Blocks that come near the viewport together take turns (issue 28). Shown together, a few blocks of
 * goods make one commit whose style and layout hold the main thread for more than 50 ms while the
 * reader scrolls. One at a time, each frame stays short, and the reader still meets rendered blocks:
 * they start rendering 1,200 px before they come into view.
 *
 * A turn lasts until the block has committed, and the next one starts after a paint. Waiting for the
 * commit matters as much as the paint: a block rendering in a transition is restarted from scratch by
 * any newer transition, so a turn given every frame would starve a block that takes longer than one.
 */

/** A turn that has not ended this long (ms) after it started ends anyway, so nothing waits for ever. */
const TURN_TIMEOUT_MS = 1_000;
/** Where frames do not come (a hidden tab), the next turn starts after this long (ms) instead. */
const NO_FRAME_TIMEOUT_MS = 100;

const waiting: Array<() => void> = [];
let showing = 0;
let nextScheduled = false;

function startNextAfterPaint(): void {
  if (nextScheduled || waiting.length === 0) return;
  nextScheduled = true;
  let started = false;
  const startNext = () => {
    if (started) return;
    started = true;
    clearTimeout(noFrame);
    cancelAnimationFrame(frame);
    nextScheduled = false;
    if (showing === 0) waiting.shift()?.();
  };
  // A timeout set from inside a frame callback runs after that frame's paint.
  const frame = requestAnimationFrame(() => setTimeout(startNext, 0));
  const noFrame = setTimeout(startNext, NO_FRAME_TIMEOUT_MS);
}

/**
 * Calls `show` when no other block is being shown, or at once if `now` (a block already in view: the
 * reader is looking at its place). Returns the end of the turn, for its owner to call once the block
 * has committed, or has left first (unmounted, or far again): then it only leaves the queue.
 */
export function showInTurn(show: () => void, { now = false }: { now?: boolean } = {}): () => void {
  let state: 'waiting' | 'showing' | 'over' = 'waiting';
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    if (state !== 'showing') return;
    state = 'over';
    clearTimeout(timeout);
    showing -= 1;
    if (showing === 0) startNextAfterPaint();
  };
  const start = () => {
    state = 'showing';
    showing += 1;
    timeout = setTimeout(end, TURN_TIMEOUT_MS);
    show();
  };
  if (now || (showing === 0 && waiting.length === 0 && !nextScheduled)) start();
  else waiting.push(start);
  return () => {
    if (state !== 'waiting') return end();
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
    state = 'over';
  };
}
