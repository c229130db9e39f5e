import type { ComponentType } from 'react';
import type { BlockOptionsByType, BlockSet, BlockType } from '@mall/schemas';
import type { PlanRef } from '../availability/plan-ref.ts';

/**
 * The block sets of spec 03 section 3 (`default`, `HSHSC`, `custom`). Which sets a block belongs to
 * is its schema's `blockSets` (`BLOCK_SETS` of @mall/schemas), so the server's publish gate and
 * `mall-validate` know it without the registry.
 */
export type BlockPlatform = BlockSet;

/**
 * Where a block renders in custom-page mode (`pageType=custom`): the site header and footer render
 * the custom page's `header` and `footer` blocks instead of their own, and the body the rest.
 */
export type BlockSlot = 'body' | 'header' | 'footer';

/**
 * When markup the server drew starts running in the browser: `'seen'` (any of it in the viewport)
 * for what changes by itself; `'touched'` (a press, a hover or a focus inside it) for what does
 * nothing until the reader acts (`BlockDefinition.starts`, `render/seen-gate.ts`).
 */
export type StartsWhen = 'seen' | 'touched';

/** What a block component receives: its validated (and migrated) options and who it is. */
export interface BlockProps<Options> {
  /** The block's key, unique in the page. */
  blockKey: string;
  /** The operator's label, used as a fallback for alt texts and titles. */
  name?: string;
  /** Options, already migrated to the current version and valid against the block's schema. */
  options: Options;
}

export type BlockComponent<Options> = ComponentType<BlockProps<Options>>;

/** How the registry knows one block type. */
export interface BlockDefinition<Options> {
  /** Loads the component; each block is its own chunk. */
  load: () => Promise<BlockComponent<Options>>;
  /** Height in px of the skeleton shown while the chunk loads, so the page does not jump. */
  skeletonHeight: number;
  /** Shown only to logged-in members (flash buy). Defaults to `false`. */
  requiresLogin?: boolean;
  /**
   * The plan or market whose goods the block shows (read through `usePlanGoods`), if any. The runtime
   * starts that fetch as soon as the page arrives, alongside the block's chunk, instead of after the
   * block's first render. Defaults to none.
   */
  planGoodsOf?: (options: Options) => PlanRef | undefined;
  /** Where the block goes in custom-page mode (the custom navigation and footers). Defaults to `body`. */
  slot?: BlockSlot;
  /**
   * When the block, as the server drew it, starts running in the browser: `'seen'`, as soon as any of
   * it is on screen, for a block that changes by itself (a carousel's autoplay, a countdown, a
   * scrolling notice, a video that plays while in view); `'touched'`, only once the reader presses,
   * hovers or focuses inside it, for a block whose pictures and links work as the server drew them
   * (its exposure is still tracked once it is seen). Hydrating what only sits there cost the first
   * screen's load most of its work (issue 26). Defaults to `'seen'`: always right, only slower.
   */
  starts?: StartsWhen;
}

/** Registry shape: every block type with a schema must have a definition typed by its options. */
export type RegistryShape<Map = BlockOptionsByType> = { [Type in keyof Map]: BlockDefinition<Map[Type]> };

/** Any definition, as the runtime handles it after lookup by a string from JSON. */
export type AnyBlockDefinition = BlockDefinition<BlockOptionsByType[BlockType]>;
