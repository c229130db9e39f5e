import { useAfterFirstFrame } from '@mall/blocks';
import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled down more than `px` pixels; follows scrolling.
 *
 * The position is first read after the first frame has painted, not while the page mounts: reading
 * `scrollY` makes the browser lay the half-built page out there and then, inside React's commit (60–70
 * ms of it in the CPU profiles; issue 8). Read after the paint, it finds the layout done. A page is at
 * the top when it loads, so nothing shows late.
 */
export function useScrolledPast(px: number): boolean {
  const painted = useAfterFirstFrame();
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  useEffect(() => {
    if (painted) setPast(window.scrollY > px);
  }, [painted, px]);
  return past;
}
