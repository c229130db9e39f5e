import { useEffect, useRef, type ReactNode } from 'react';
import { useBlockServices } from '../services/BlockServices.tsx';

/** Exposure is tracked this long after a block appears (spec 01 section 7). */
export const EXPOSURE_DELAY_MS = 1000;

/** Tracks one `exposure` event 1 s after the block mounts (not at all if it goes away sooner). */
export function ExposureTracker({
  blockKey,
  index,
  type,
  children,
}: {
  blockKey: string;
  index: number;
  type: string;
  children: ReactNode;
}) {
  const { track } = useBlockServices();
  // Once per mounted block, even if the host hands in new services later.
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    const timer = setTimeout(() => {
      tracked.current = true;
      track({ event: 'exposure', floor_id: blockKey, floor_rank: index, block_type: type });
    }, EXPOSURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [track, blockKey, index, type]);
  return children;
}
