import { useEffect, useState } from 'react';

/**
 * `false` while the component mounts and until the next frame has painted, then `true`.
 *
 * For work that measures the page (reads sizes or offsets): done while a page is still being built, a
 * measurement makes the browser lay it out there and then, inside React's commit. After the first paint
 * the layout is already done, and the measurement reads it (issue 8).
 */
export function useAfterFirstFrame(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set from inside the frame callback runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
