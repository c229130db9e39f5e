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
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout from inside the frame callback runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [px]);
  return past;
}
