import type { BlockType } from './generated/block-catalog.ts';
import { carouselV1toV2 } from '../migrations/carousel.ts';
import { discountAdvertV1toV2 } from '../migrations/discount-advert.ts';
import { hotAdvertV1toV2 } from '../migrations/hot-advert.ts';

/** An ordered pure step that lifts stored options from one version to the next. */
export type BlockMigration = (options: Record<string, unknown>) => Record<string, unknown>;

/**
 * Migrations per block type: entry `i` lifts options from version `i + 1` to `i + 2`, so a block
 * at version `v` runs entries `v - 1` onwards. A test checks each list has `version - 1` entries.
 */
// Blocks saved by lilishop's PC page decorator (modelConfig.js) carry no `version`, so they arrive
// as version 1 and run every step below; each step leaves our own version-1 shape as it is.
// lilishop shapes that need no step of their own:
// - carousel `{list: [{img, url}]}` is our slide list already; its links are paths (formatLinkType)
//   and carouselV1toV2 passes path strings through.
// - bannerAdvert `{img, url, size}` is our banner (`size` is an editor hint, ignored). A banner left
//   without a picture (`img: ''`, the decorator's default) stays invalid: there is nothing to show.
// - notEnough is another block under the same name (lilishop's '还没逛够' goods tabs, `{list,
//   navList}`, against our points band): no step can turn goods into a band, so our schema refuses
//   the unknown fields and the page diagnoses them; importLilishopPage (@mall/studio) maps it instead.
export const BLOCK_MIGRATIONS: Partial<Record<BlockType, readonly BlockMigration[]>> = {
  carousel: [carouselV1toV2],
  hotAdvert: [hotAdvertV1toV2],
  discountAdvert: [discountAdvertV1toV2],
};
