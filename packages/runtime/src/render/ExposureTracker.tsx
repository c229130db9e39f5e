import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useBlockServices } from '../services/BlockServices.tsx';
import { quotedAttribute, whenSeen } from './seen-gate.ts';

/** Exposure is tracked this long after a block appears (spec 01 section 7). */
export const EXPOSURE_DELAY_MS = 1000;

/** Who a block is, as its exposure event names it. */
interface ExposedBlock {
  blockKey: string;
  index: number;
  type: string;
}

/**
 * The markup whose exposure is tracked: a block the server drew is tracked once it is seen
 * (`useExposureOfServerMarkup`) and again by its tracker once it hydrates, which keeps that very
 * element, so the element says it was counted.
 */
const exposed = new WeakSet<Element>();

/**
 * Tracks one `exposure` event 1 s after the block mounts (not at all if it goes away sooner), unless
 * its markup (`markup`, the element the block draws in) was already counted.
 */
export function ExposureTracker({
  blockKey,
  index,
  type,
  markup,
  children,
}: ExposedBlock & { markup: RefObject<Element | null>; children: ReactNode }) {
  const { track } = useBlockServices();
  // Once per mounted block, even if the host hands in new services later.
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    const timer = setTimeout(() => {
      tracked.current = true;
      const element = markup.current;
      if (element && exposed.has(element)) return;
      if (element) exposed.add(element);
      track({ event: 'exposure', floor_id: blockKey, floor_rank: index, block_type: type });
    }, EXPOSURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [track, blockKey, index, type, markup]);
  return children;
}

/**
 * Tracks the exposure of a block the server drew 1 s after any of it is first seen, whether it has
 * hydrated or not: a block that starts only when touched (`BlockDefinition.starts`) is not mounted
 * when the reader sees it. Pass `null` for what is not a block. What the browser draws later its
 * `ExposureTracker` counts when it mounts.
 */
export function useExposureOfServerMarkup(block: ExposedBlock | null): void {
  const { track } = useBlockServices();
  const latestTrack = useRef(track);
  useEffect(() => {
    latestTrack.current = track;
  });
  const { blockKey, index = 0, type = '' } = block ?? {};
  useEffect(() => {
    if (blockKey === undefined) return;
    // The server's markup, when the block hydrates (or one the browser drew at once, which its
    // tracker counts as soon: it was seen no earlier than it mounted).
    const markup = document.querySelector(`[data-block-key=${quotedAttribute(blockKey)}]`);
    if (!markup) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = whenSeen(markup, () => {
      timer = setTimeout(() => {
        if (exposed.has(markup)) return;
        exposed.add(markup);
        latestTrack.current({ event: 'exposure', floor_id: blockKey, floor_rank: index, block_type: type });
      }, EXPOSURE_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [blockKey, index, type]);
}
