import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { showInTurn } from './show-in-turn.ts';

/**
 * A later block starts rendering when it comes this close (px) to the viewport, so a reader scrolling
 * at a normal pace meets rendered blocks. Defaults to `1200`.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 1200;

/**
 * A later block that has rendered is let go again once it is this far (px) from the viewport: its
 * place is held at the height it had, and it renders afresh when it comes near again (its code and
 * data are cached by then). So the work of a long page (timers, carousels, re-renders) does not grow
 * with how far it was scrolled (issue 28). Four times the near margin, so a reader scrolling back and
 * forth over a screen or two never sees a block go and come back.
 */
export const LET_GO_MARGIN_PX = 4 * NEAR_VIEWPORT_MARGIN_PX;

/** Calls `onChange(entry)` for `target` each time it enters or leaves `margin` px around the viewport. */
function watch(
  target: Element,
  margin: number,
  onChange: (entry: IntersectionObserverEntry) => void,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const last = entries[entries.length - 1];
      if (last) onChange(last);
    },
    { rootMargin: `${margin}px 0px` },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/** Whether the entry's target overlaps the viewport itself, not only its margin (unknown counts as yes). */
function inViewNow(entry: IntersectionObserverEntry): boolean {
  const rect = entry.boundingClientRect as DOMRectReadOnly | undefined;
  if (!rect) return true;
  return rect.bottom > 0 && rect.top < window.innerHeight;
}

/**
 * Renders its children once they are near the viewport, until they are far from it again (not the
 * eager ones: they stay). Until then, and after, it holds the block's place at the block's height so
 * nothing jumps: the skeleton height before the first render, the height it had when let go. Its code,
 * validator and data were requested with the page, so they are usually ready by the time it renders.
 * Without IntersectionObserver (old browsers, server tests) everything renders at once, and stays.
 */
export function NearViewport({
  eager,
  height,
  children,
}: {
  eager: boolean;
  height: number;
  children: ReactNode;
}) {
  const observable = typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined';
  // A server render (no window) shows what a browser's first render shows: the placeholder.
  const [near, setNear] = useState(() => eager || (typeof window !== 'undefined' && !observable));
  // The height the block had when it was let go (null before its first render: the skeleton's holds).
  const [letGoHeight, setLetGoHeight] = useState<number | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = near ? shown.current : placeholder.current;
    if (!target || !observable) return;
    // In a transition: the render of a block coming near yields to the reader's scrolling and input
    // in slices, instead of holding the main thread for the whole block (issue 28). Its place is
    // already held, so nothing waits on screen for it.
    if (!near) {
      const show = () => startTransition(() => setNear(true));
      let endTurn = () => {};
      const stopWatching = watch(target, NEAR_VIEWPORT_MARGIN_PX, (entry) => {
        endTurn();
        endTurn = () => {};
        // What is in view now is shown now; what is only near takes its turn (see show-in-turn.ts).
        if (entry.isIntersecting) endTurn = showInTurn(show, { now: inViewNow(entry) });
      });
      // Runs when the shown block has committed (or the placeholder unmounts): its turn is over.
      return () => {
        endTurn();
        stopWatching();
      };
    }
    return watch(target, LET_GO_MARGIN_PX, (entry) => {
      if (entry.isIntersecting) return;
      // The observer measured it already: reading it again would lay out the page in this task.
      const measured = entry.boundingClientRect.height;
      startTransition(() => {
        if (measured > 0) setLetGoHeight(measured);
        setNear(false);
      });
    });
  }, [near, observable]);

  if (eager) return children;
  if (near) return <div ref={shown}>{children}</div>;
  return (
    <div
      ref={placeholder}
      data-block-pending=""
      aria-hidden="true"
      style={{ height: letGoHeight ?? height }}
    />
  );
}
