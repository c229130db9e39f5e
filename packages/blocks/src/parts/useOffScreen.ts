import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element given to the returned `ref` is out of the viewport, so what moves by itself
 * can wait (issue 28): off screen, a block's turns only cost the page work. False until known, and
 * where the browser has no IntersectionObserver.
 *
 * The ref watches the element itself (React 19 calls the cleanup it returns when the element goes).
 * Keeping the element in state instead set state while React committed the hydrated page, and React
 * rendered the whole marquee or carousel again in that same task, before the page could answer
 * (issue 26).
 */
export function useOffScreen(): [offScreen: boolean, ref: RefCallback<HTMLElement>] {
  const [offScreen, setOffScreen] = useState(false);
  const watch = useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOffScreen(!last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [offScreen, watch];
}
