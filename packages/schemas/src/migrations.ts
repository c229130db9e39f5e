import type { BlockType } from './generated/block-catalog.ts';
import { carouselV1toV2 } from '../migrations/carousel.ts';

/** An ordered pure step that lifts stored options from one version to the next. */
export type BlockMigration = (options: Record<string, unknown>) => Record<string, unknown>;

/**
 * Migrations per block type: entry `i` lifts options from version `i + 1` to `i + 2`, so a block
 * at version `v` runs entries `v - 1` onwards. A test checks each list has `version - 1` entries.
 */
export const BLOCK_MIGRATIONS: Partial<Record<BlockType, readonly BlockMigration[]>> = {
  carousel: [carouselV1toV2],
};
