import type { BlockType, Goods } from '@mall/schemas';
import { goodsOfLilishop } from './goods-of-lilishop.ts';
import { isRecord, textOf } from './json-values.ts';

// ---------------------------------------------------------------------------------------------
// What becomes of each lilishop PC block type that is not ours under the same name
// (manager/src/views/page-decoration/modelConfig.js and modelForm.vue of lilishop/lilishop-ui).

/** Why a lilishop block is not imported, as a code the studio translates. */
export type LilishopDropReason =
  /** The entry is not an object with a `type`. */
  | 'not-a-block'
  /** Neither ours nor a lilishop PC type this importer knows. */
  | 'unknown-type'
  /** A lilishop PC type with no block of ours near enough to carry it. */
  | 'no-equivalent'
  /** lilishop's category bar under the search box: our shell draws the mall's own navigation. */
  | 'navigation-drawn-by-shell'
  /** A picture block whose pictures were never chosen (lilishop's empty placeholders). */
  | 'no-picture'
  /** A goods block none of whose cards links a SKU, which our goods showcases need. */
  | 'no-linked-goods'
  /** Our type for it is not one of the page's block set (e.g. a home-page block on a custom page). */
  | 'not-in-block-set';

/** What the caller decides for the import that lilishop's data does not say. */
export interface LilishopMappingContext {
  /** The market lilishop's seckill becomes the flash sale of; lilishop saves none. */
  flashBuyMarketId?: string | undefined;
}

/** A lilishop block carried over as one of ours. */
export interface MappedOptions {
  type: BlockType;
  options: Record<string, unknown>;
  /** Required options lilishop's data could not give, for the operator to fill (e.g. `marketId`). */
  needs: string[];
}

/** One lilishop block (its `options`, or for topAdvert and navBar the block itself) to ours or a reason. */
export type LilishopMapping = (
  block: Record<string, unknown>,
  context: LilishopMappingContext,
) => MappedOptions | { dropped: LilishopDropReason };

/** How many goods our showcases keep (freeGoodsShow's `list`). */
const GOODS_MAX = 100;

/**
 * lilishop PC types this importer carries over as another type of ours. A lilishop type that is
 * also ours comes over unchanged (the schemas' migrations lift its options) unless it is here.
 */
export const LILISHOP_MAPPINGS: Readonly<Record<string, LilishopMapping>> = {
  // A countdown over the goods of lilishop's current seckill promotion (its options hold only the
  // editor's sample goods): our flash sale counts down a market's goods, which the operator names.
  seckill: (_block, { flashBuyMarketId }) => ({
    type: 'flashBuy',
    options: { head: { title: '限时秒杀' }, ...(flashBuyMarketId ? { marketId: flashBuyMarketId } : {}) },
    needs: flashBuyMarketId ? [] : ['marketId'],
  }),
  // The 1200x80 picture on a coloured band above the header (`{img, url, bgColor}`, no options):
  // our bannerAdvert is that band, placed first in the page as lilishop placed it.
  topAdvert: (block) => {
    const img = textOf(block.img);
    if (!img) return { dropped: 'no-picture' };
    return {
      type: 'bannerAdvert',
      options: {
        img,
        ...linkOf(block.url),
        ...(textOf(block.bgColor) ? { bgColor: textOf(block.bgColor) } : {}),
      },
      needs: [],
    };
  },
  navBar: () => ({ dropped: 'navigation-drawn-by-shell' }),
  // Three equal 385x165 pictures in a row: our discountAdvert is a row of two to four equal ones.
  oneRowThreeColumns: (block) => {
    const pictures = listOf(optionsOf(block).list).flatMap(pictureOf).slice(0, 4);
    return pictures.length > 0
      ? { type: 'discountAdvert', options: { list: pictures }, needs: [] }
      : { dropped: 'no-picture' };
  },
  // Six named tiles in a row (picture, name, a line of text, link): our applicationsSelection is
  // tiles of six per row with a logo, a name and a one-line description.
  firstAdvert: (block) => {
    const tiles = listOf(optionsOf(block).list).flatMap((item) => {
      const name = textOf(isRecord(item) ? item.name : undefined).slice(0, 20);
      const [picture] = pictureOf(item);
      if (!name || !picture) return [];
      const desc = textOf((item as Record<string, unknown>).describe).slice(0, 40);
      return [{ name, ...picture, ...(desc ? { desc } : {}) }];
    });
    return tiles.length > 0
      ? { type: 'applicationsSelection', options: { list: tiles.slice(0, 36) }, needs: [] }
      : { dropped: 'no-picture' };
  },
  // Goods cards (`{img, title, price, desc, url}`), with a title over them for goodsType.
  onlyGoodsModel: (block) => goodsShowcase(listOf(optionsOf(block).list)),
  goodsType: (block) => goodsShowcase(listOf(optionsOf(block).list), textOf(optionsOf(block).title)),
  // lilishop's notEnough is '还没逛够', goods in tabs (`list` of lists, `navList`), not our points
  // band of the same name: its goods, tab after tab, become a goods showcase titled by its name.
  notEnough: (block) => goodsShowcase(listOf(optionsOf(block).list).flatMap(listOf), textOf(block.name)),
  // No block of ours lays these out: two-column recommendations, three ranking columns of mixed
  // cards, mixed goods-and-brand floors, a single-promotion album.
  recommend: () => ({ dropped: 'no-equivalent' }),
  newGoodsSort: () => ({ dropped: 'no-equivalent' }),
  mixModel: () => ({ dropped: 'no-equivalent' }),
  forYour: () => ({ dropped: 'no-equivalent' }),
  'seckill-only-album': () => ({ dropped: 'no-equivalent' }),
};

/** Goods cards as our freeGoodsShow: the cards that link a SKU, once each. */
function goodsShowcase(cards: unknown[], title = ''): MappedOptions | { dropped: LilishopDropReason } {
  const seen = new Set<string>();
  const goods: Goods[] = [];
  for (const card of cards) {
    const item = goodsOfLilishop(card);
    if (!item || seen.has(item.skuId)) continue;
    seen.add(item.skuId);
    goods.push(item);
  }
  if (goods.length === 0) return { dropped: 'no-linked-goods' };
  return {
    type: 'freeGoodsShow',
    options: { ...(title ? { head: { title: title.slice(0, 40) } } : {}), list: goods.slice(0, GOODS_MAX) },
    needs: [],
  };
}

/** A lilishop picture `{img, url, size}` as ours `{img, url}`, or nothing without a picture. */
function pictureOf(item: unknown): Array<{ img: string; url?: string }> {
  if (!isRecord(item)) return [];
  const img = textOf(item.img);
  return img ? [{ img, ...linkOf(item.url) }] : [];
}

function linkOf(url: unknown): { url?: string } {
  return typeof url === 'string' && url.trim() ? { url: url.trim() } : {};
}

function optionsOf(block: Record<string, unknown>): Record<string, unknown> {
  return isRecord(block.options) ? block.options : {};
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
