import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned `ref` is out of the viewport, so what moves by itself
 * can wait (issue 28): off screen, a block's turns only cost the page work. False until known, and
 * where the browser has no IntersectionObserver.
 */
export function useOffScreen(): [offScreen: boolean, ref: (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOffScreen(!last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [offScreen, setElement];
}
