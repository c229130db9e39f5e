import type { BlockSlot } from '../registry/block-definition.ts';

/** The first blocks of a page render at once: on any page they make up the first screen. */
export const EAGER_BLOCKS = 6;

/**
 * Whether a block renders with its page rather than when it nears the viewport (`NearViewport`): a
 * custom page's header and footer, the first blocks, and a block that takes no room (a floating
 * layer, a page background), which is not "somewhere on the page" to scroll near. A server render
 * draws these blocks, with their data; it holds the others' places.
 */
export function drawnAtOnce(
  block: { index: number; skeletonHeight: number },
  slot: BlockSlot | undefined,
): boolean {
  return slot === 'header' || slot === 'footer' || block.index < EAGER_BLOCKS || block.skeletonHeight === 0;
}
