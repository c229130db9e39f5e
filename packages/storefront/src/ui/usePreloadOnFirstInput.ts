import { useEffect } from 'react';

/**
 * What says a visitor is about to use the page: a pointer moving or pressed, a touch, a key. Not a
 * focus: the page moves it too (an autofocus, a dialog taking it as it opens), and a visitor's own
 * comes with a key (Tab) or a pointer first. Counting it loaded the toolbar's drawer and tooltip code
 * on a page nobody had touched, whenever a login prompt opened on it.
 */
const FIRST_INPUT = ['pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Loads a chunk of code the page may soon need (a dialog's, a drawer's) at the visitor's first input
 * after the component mounts, so its first use rarely waits for the download: a pointer reaches the
 * page before its click does, a finger touches before its tap ends. Not while the page loads: a page
 * nobody touches never loads it (issue 26: it was part of the JS of every page's first load). A
 * chunk that fails to load is asked for again at its use.
 */
export function usePreloadOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => {
      stop();
      void load().catch(() => {});
    };
    const stop = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, preload, true);
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, preload, { capture: true, passive: true });
    return stop;
  }, [load]);
}
