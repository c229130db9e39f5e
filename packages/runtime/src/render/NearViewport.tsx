import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The first blocks of a page render at once: on any page they make up the first screen. */
export const EAGER_BLOCKS = 6;

/**
 * A later block starts rendering when it comes this close (px) to the viewport, so a reader scrolling
 * at a normal pace meets rendered blocks. Defaults to `1200`.
 */
export const NEAR_VIEWPORT_MARGIN_PX = 1200;

/**
 * Renders its children once they are near the viewport, and from then on. Until then it holds
 * the block's place at the block's height so nothing jumps. Its code, validator and data were
 * requested with the page, so they are usually ready by the time it renders.
 * Without IntersectionObserver (old browsers, server tests) everything renders at once.
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
  // A server render (no window) shows what a browser's first render shows: the placeholder.
  const [near, setNear] = useState(
    () => eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = placeholder.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return <div ref={placeholder} data-block-pending="" aria-hidden="true" style={{ height }} />;
}
