/* GENERATED - DO NOT EDIT - run npm run codegen */
import type { CompiledValidator } from '../compiled-validator.ts';
import type {
  BannerAdvertOptions,
  CarouselOptions,
  FlashBuyOptions,
  GoodsListOptions,
  HotZonesShowOptions,
  IconZoneOptions,
  NoticeShowOptions,
} from './types.ts';

/** Options type of each block type, keyed by `type`. */
export interface BlockOptionsByType {
  bannerAdvert: BannerAdvertOptions;
  carousel: CarouselOptions;
  flashBuy: FlashBuyOptions;
  goodsList: GoodsListOptions;
  hotZonesShow: HotZonesShowOptions;
  iconZone: IconZoneOptions;
  noticeShow: NoticeShowOptions;
}

/** Every block type that has a schema. */
export type BlockType = keyof BlockOptionsByType;

export const BLOCK_TYPES = [
  'bannerAdvert',
  'carousel',
  'flashBuy',
  'goodsList',
  'hotZonesShow',
  'iconZone',
  'noticeShow',
] as const satisfies readonly BlockType[];

/** Current options version of each block type (the `version` of its schema). */
export const BLOCK_SCHEMA_VERSIONS: Record<BlockType, number> = {
  bannerAdvert: 1,
  carousel: 2,
  flashBuy: 1,
  goodsList: 1,
  hotZonesShow: 1,
  iconZone: 1,
  noticeShow: 1,
};

/** Loads the precompiled validator of a block type; each is its own chunk. */
export const BLOCK_VALIDATORS: Record<BlockType, () => Promise<CompiledValidator>> = {
  bannerAdvert: () => import('./validators/bannerAdvert.js').then((m) => m.default),
  carousel: () => import('./validators/carousel.js').then((m) => m.default),
  flashBuy: () => import('./validators/flashBuy.js').then((m) => m.default),
  goodsList: () => import('./validators/goodsList.js').then((m) => m.default),
  hotZonesShow: () => import('./validators/hotZonesShow.js').then((m) => m.default),
  iconZone: () => import('./validators/iconZone.js').then((m) => m.default),
  noticeShow: () => import('./validators/noticeShow.js').then((m) => m.default),
};

/** JSON Schema of each block type (for editors, Storybook controls and documentation). */
export const BLOCK_SCHEMAS: Record<BlockType, () => Promise<object>> = {
  bannerAdvert: () => import('../../blocks/bannerAdvert.schema.json').then((m) => m.default),
  carousel: () => import('../../blocks/carousel.schema.json').then((m) => m.default),
  flashBuy: () => import('../../blocks/flashBuy.schema.json').then((m) => m.default),
  goodsList: () => import('../../blocks/goodsList.schema.json').then((m) => m.default),
  hotZonesShow: () => import('../../blocks/hotZonesShow.schema.json').then((m) => m.default),
  iconZone: () => import('../../blocks/iconZone.schema.json').then((m) => m.default),
  noticeShow: () => import('../../blocks/noticeShow.schema.json').then((m) => m.default),
};
