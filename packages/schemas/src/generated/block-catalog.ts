/* GENERATED - DO NOT EDIT - run npm run codegen */
import type { CompiledValidator } from '../compiled-validator.ts';
import type {
  ApplicationsSelectionOptions,
  ApplicationsSelection1Options,
  BackgroundOptions,
  BannerAdvertOptions,
  BrandShowOptions,
  CarouselOptions,
  Carousel1Options,
  Carousel2Options,
  Carousel3Options,
  Carousel4Options,
  Carousel5Options,
  ClassifyShowOptions,
  CustomCateNavOptions,
  CustomCateNavTwoOptions,
  CustomFooterOptions,
  CustomFooter1Options,
  DiscountAdvertOptions,
  FlashBuyOptions,
  FloatingLayerOptions,
  FloatingLayer1Options,
  FreeGoodsShowOptions,
  FreeGoodsShow1Options,
  FreeGoodsShow2Options,
  GoodLifeBrandShowOptions,
  GoodLifeCarouselOptions,
  GoodLifeGoodsShowOptions,
  GoodLifePointSearchOptions,
  GoodsListOptions,
  GoodsList1Options,
  HotAdvertOptions,
  HotColumnOptions,
  HotShowOptions,
  HotZonesShowOptions,
  IconZoneOptions,
  IconZone1Options,
  NotEnoughOptions,
  NoticeShowOptions,
  NoticeShow1Options,
  PointSearchOptions,
  SpecialAdvertOptions,
  SpecialDiscountOptions,
  SpecialHotZonesShowOptions,
  SpecialImgOptions,
  SpecialOfferAdvertOptions,
  SpecialOfferApplicationsSelectionOptions,
  SpecialTopOptions,
  ThemeSelectionOptions,
  VideoBannerOptions,
} from './types.ts';

/** Options type of each block type, keyed by `type`. */
export interface BlockOptionsByType {
  applicationsSelection: ApplicationsSelectionOptions;
  applicationsSelection1: ApplicationsSelection1Options;
  background: BackgroundOptions;
  bannerAdvert: BannerAdvertOptions;
  brandShow: BrandShowOptions;
  carousel: CarouselOptions;
  carousel1: Carousel1Options;
  carousel2: Carousel2Options;
  carousel3: Carousel3Options;
  carousel4: Carousel4Options;
  carousel5: Carousel5Options;
  classifyShow: ClassifyShowOptions;
  customCateNav: CustomCateNavOptions;
  customCateNavTwo: CustomCateNavTwoOptions;
  customFooter: CustomFooterOptions;
  customFooter1: CustomFooter1Options;
  discountAdvert: DiscountAdvertOptions;
  flashBuy: FlashBuyOptions;
  floatingLayer: FloatingLayerOptions;
  floatingLayer1: FloatingLayer1Options;
  freeGoodsShow: FreeGoodsShowOptions;
  freeGoodsShow1: FreeGoodsShow1Options;
  freeGoodsShow2: FreeGoodsShow2Options;
  goodLifeBrandShow: GoodLifeBrandShowOptions;
  goodLifeCarousel: GoodLifeCarouselOptions;
  goodLifeGoodsShow: GoodLifeGoodsShowOptions;
  goodLifePointSearch: GoodLifePointSearchOptions;
  goodsList: GoodsListOptions;
  goodsList1: GoodsList1Options;
  hotAdvert: HotAdvertOptions;
  hotColumn: HotColumnOptions;
  hotShow: HotShowOptions;
  hotZonesShow: HotZonesShowOptions;
  iconZone: IconZoneOptions;
  iconZone1: IconZone1Options;
  notEnough: NotEnoughOptions;
  noticeShow: NoticeShowOptions;
  noticeShow1: NoticeShow1Options;
  pointSearch: PointSearchOptions;
  specialAdvert: SpecialAdvertOptions;
  specialDiscount: SpecialDiscountOptions;
  specialHotZonesShow: SpecialHotZonesShowOptions;
  specialImg: SpecialImgOptions;
  specialOfferAdvert: SpecialOfferAdvertOptions;
  specialOfferApplicationsSelection: SpecialOfferApplicationsSelectionOptions;
  specialTop: SpecialTopOptions;
  themeSelection: ThemeSelectionOptions;
  videoBanner: VideoBannerOptions;
}

/** Every block type that has a schema. */
export type BlockType = keyof BlockOptionsByType;

export const BLOCK_TYPES = [
  'applicationsSelection',
  'applicationsSelection1',
  'background',
  'bannerAdvert',
  'brandShow',
  'carousel',
  'carousel1',
  'carousel2',
  'carousel3',
  'carousel4',
  'carousel5',
  'classifyShow',
  'customCateNav',
  'customCateNavTwo',
  'customFooter',
  'customFooter1',
  'discountAdvert',
  'flashBuy',
  'floatingLayer',
  'floatingLayer1',
  'freeGoodsShow',
  'freeGoodsShow1',
  'freeGoodsShow2',
  'goodLifeBrandShow',
  'goodLifeCarousel',
  'goodLifeGoodsShow',
  'goodLifePointSearch',
  'goodsList',
  'goodsList1',
  'hotAdvert',
  'hotColumn',
  'hotShow',
  'hotZonesShow',
  'iconZone',
  'iconZone1',
  'notEnough',
  'noticeShow',
  'noticeShow1',
  'pointSearch',
  'specialAdvert',
  'specialDiscount',
  'specialHotZonesShow',
  'specialImg',
  'specialOfferAdvert',
  'specialOfferApplicationsSelection',
  'specialTop',
  'themeSelection',
  'videoBanner',
] as const satisfies readonly BlockType[];

/** Current options version of each block type (the `version` of its schema). */
export const BLOCK_SCHEMA_VERSIONS: Record<BlockType, number> = {
  applicationsSelection: 1,
  applicationsSelection1: 1,
  background: 1,
  bannerAdvert: 1,
  brandShow: 1,
  carousel: 2,
  carousel1: 1,
  carousel2: 1,
  carousel3: 1,
  carousel4: 1,
  carousel5: 1,
  classifyShow: 1,
  customCateNav: 1,
  customCateNavTwo: 1,
  customFooter: 1,
  customFooter1: 1,
  discountAdvert: 2,
  flashBuy: 1,
  floatingLayer: 1,
  floatingLayer1: 1,
  freeGoodsShow: 1,
  freeGoodsShow1: 1,
  freeGoodsShow2: 1,
  goodLifeBrandShow: 1,
  goodLifeCarousel: 1,
  goodLifeGoodsShow: 1,
  goodLifePointSearch: 1,
  goodsList: 1,
  goodsList1: 1,
  hotAdvert: 2,
  hotColumn: 1,
  hotShow: 1,
  hotZonesShow: 1,
  iconZone: 1,
  iconZone1: 1,
  notEnough: 1,
  noticeShow: 1,
  noticeShow1: 1,
  pointSearch: 1,
  specialAdvert: 1,
  specialDiscount: 1,
  specialHotZonesShow: 1,
  specialImg: 1,
  specialOfferAdvert: 1,
  specialOfferApplicationsSelection: 1,
  specialTop: 1,
  themeSelection: 1,
  videoBanner: 1,
};

/**
 * The block sets of spec 03 section 3: `default` renders the home pages of the default (DZPT)
 * platform, `HSHSC` the good-life mall's home pages, `custom` the custom, special-zone and
 * special-offer pages. A page renders the blocks of its own set; another set's block is a diagnostic.
 */
export type BlockSet = 'default' | 'HSHSC' | 'custom';

/** The block sets each block type belongs to (the `blockSets` of its schema). */
export const BLOCK_SETS: Record<BlockType, readonly BlockSet[]> = {
  applicationsSelection: ['default'],
  applicationsSelection1: ['default'],
  background: ['custom'],
  bannerAdvert: ['default'],
  brandShow: ['default'],
  carousel: ['default', 'custom'],
  carousel1: ['default', 'custom'],
  carousel2: ['default', 'custom'],
  carousel3: ['default', 'custom'],
  carousel4: ['default', 'custom'],
  carousel5: ['default'],
  classifyShow: ['HSHSC'],
  customCateNav: ['custom'],
  customCateNavTwo: ['custom'],
  customFooter: ['custom'],
  customFooter1: ['custom'],
  discountAdvert: ['default'],
  flashBuy: ['default'],
  floatingLayer: ['custom'],
  floatingLayer1: ['default'],
  freeGoodsShow: ['default', 'custom'],
  freeGoodsShow1: ['default'],
  freeGoodsShow2: ['default'],
  goodLifeBrandShow: ['HSHSC'],
  goodLifeCarousel: ['HSHSC', 'custom'],
  goodLifeGoodsShow: ['HSHSC'],
  goodLifePointSearch: ['HSHSC'],
  goodsList: ['custom'],
  goodsList1: ['custom'],
  hotAdvert: ['default'],
  hotColumn: ['default'],
  hotShow: ['default', 'HSHSC'],
  hotZonesShow: ['default'],
  iconZone: ['default'],
  iconZone1: ['default', 'custom'],
  notEnough: ['default'],
  noticeShow: ['default'],
  noticeShow1: ['default'],
  pointSearch: ['default'],
  specialAdvert: ['custom'],
  specialDiscount: ['default'],
  specialHotZonesShow: ['custom'],
  specialImg: ['custom'],
  specialOfferAdvert: ['custom'],
  specialOfferApplicationsSelection: ['custom'],
  specialTop: ['custom'],
  themeSelection: ['default'],
  videoBanner: ['default', 'custom'],
};

/** Loads the precompiled validator of a block type; each is its own chunk. */
export const BLOCK_VALIDATORS: Record<BlockType, () => Promise<CompiledValidator>> = {
  applicationsSelection: () => import('./validators/applicationsSelection.js').then((m) => m.default),
  applicationsSelection1: () => import('./validators/applicationsSelection1.js').then((m) => m.default),
  background: () => import('./validators/background.js').then((m) => m.default),
  bannerAdvert: () => import('./validators/bannerAdvert.js').then((m) => m.default),
  brandShow: () => import('./validators/brandShow.js').then((m) => m.default),
  carousel: () => import('./validators/carousel.js').then((m) => m.default),
  carousel1: () => import('./validators/carousel1.js').then((m) => m.default),
  carousel2: () => import('./validators/carousel2.js').then((m) => m.default),
  carousel3: () => import('./validators/carousel3.js').then((m) => m.default),
  carousel4: () => import('./validators/carousel4.js').then((m) => m.default),
  carousel5: () => import('./validators/carousel5.js').then((m) => m.default),
  classifyShow: () => import('./validators/classifyShow.js').then((m) => m.default),
  customCateNav: () => import('./validators/customCateNav.js').then((m) => m.default),
  customCateNavTwo: () => import('./validators/customCateNavTwo.js').then((m) => m.default),
  customFooter: () => import('./validators/customFooter.js').then((m) => m.default),
  customFooter1: () => import('./validators/customFooter1.js').then((m) => m.default),
  discountAdvert: () => import('./validators/discountAdvert.js').then((m) => m.default),
  flashBuy: () => import('./validators/flashBuy.js').then((m) => m.default),
  floatingLayer: () => import('./validators/floatingLayer.js').then((m) => m.default),
  floatingLayer1: () => import('./validators/floatingLayer1.js').then((m) => m.default),
  freeGoodsShow: () => import('./validators/freeGoodsShow.js').then((m) => m.default),
  freeGoodsShow1: () => import('./validators/freeGoodsShow1.js').then((m) => m.default),
  freeGoodsShow2: () => import('./validators/freeGoodsShow2.js').then((m) => m.default),
  goodLifeBrandShow: () => import('./validators/goodLifeBrandShow.js').then((m) => m.default),
  goodLifeCarousel: () => import('./validators/goodLifeCarousel.js').then((m) => m.default),
  goodLifeGoodsShow: () => import('./validators/goodLifeGoodsShow.js').then((m) => m.default),
  goodLifePointSearch: () => import('./validators/goodLifePointSearch.js').then((m) => m.default),
  goodsList: () => import('./validators/goodsList.js').then((m) => m.default),
  goodsList1: () => import('./validators/goodsList1.js').then((m) => m.default),
  hotAdvert: () => import('./validators/hotAdvert.js').then((m) => m.default),
  hotColumn: () => import('./validators/hotColumn.js').then((m) => m.default),
  hotShow: () => import('./validators/hotShow.js').then((m) => m.default),
  hotZonesShow: () => import('./validators/hotZonesShow.js').then((m) => m.default),
  iconZone: () => import('./validators/iconZone.js').then((m) => m.default),
  iconZone1: () => import('./validators/iconZone1.js').then((m) => m.default),
  notEnough: () => import('./validators/notEnough.js').then((m) => m.default),
  noticeShow: () => import('./validators/noticeShow.js').then((m) => m.default),
  noticeShow1: () => import('./validators/noticeShow1.js').then((m) => m.default),
  pointSearch: () => import('./validators/pointSearch.js').then((m) => m.default),
  specialAdvert: () => import('./validators/specialAdvert.js').then((m) => m.default),
  specialDiscount: () => import('./validators/specialDiscount.js').then((m) => m.default),
  specialHotZonesShow: () => import('./validators/specialHotZonesShow.js').then((m) => m.default),
  specialImg: () => import('./validators/specialImg.js').then((m) => m.default),
  specialOfferAdvert: () => import('./validators/specialOfferAdvert.js').then((m) => m.default),
  specialOfferApplicationsSelection: () =>
    import('./validators/specialOfferApplicationsSelection.js').then((m) => m.default),
  specialTop: () => import('./validators/specialTop.js').then((m) => m.default),
  themeSelection: () => import('./validators/themeSelection.js').then((m) => m.default),
  videoBanner: () => import('./validators/videoBanner.js').then((m) => m.default),
};

/** JSON Schema of each block type (for editors, Storybook controls and documentation). */
export const BLOCK_SCHEMAS: Record<BlockType, () => Promise<object>> = {
  applicationsSelection: () =>
    import('../../blocks/applicationsSelection.schema.json').then((m) => m.default),
  applicationsSelection1: () =>
    import('../../blocks/applicationsSelection1.schema.json').then((m) => m.default),
  background: () => import('../../blocks/background.schema.json').then((m) => m.default),
  bannerAdvert: () => import('../../blocks/bannerAdvert.schema.json').then((m) => m.default),
  brandShow: () => import('../../blocks/brandShow.schema.json').then((m) => m.default),
  carousel: () => import('../../blocks/carousel.schema.json').then((m) => m.default),
  carousel1: () => import('../../blocks/carousel1.schema.json').then((m) => m.default),
  carousel2: () => import('../../blocks/carousel2.schema.json').then((m) => m.default),
  carousel3: () => import('../../blocks/carousel3.schema.json').then((m) => m.default),
  carousel4: () => import('../../blocks/carousel4.schema.json').then((m) => m.default),
  carousel5: () => import('../../blocks/carousel5.schema.json').then((m) => m.default),
  classifyShow: () => import('../../blocks/classifyShow.schema.json').then((m) => m.default),
  customCateNav: () => import('../../blocks/customCateNav.schema.json').then((m) => m.default),
  customCateNavTwo: () => import('../../blocks/customCateNavTwo.schema.json').then((m) => m.default),
  customFooter: () => import('../../blocks/customFooter.schema.json').then((m) => m.default),
  customFooter1: () => import('../../blocks/customFooter1.schema.json').then((m) => m.default),
  discountAdvert: () => import('../../blocks/discountAdvert.schema.json').then((m) => m.default),
  flashBuy: () => import('../../blocks/flashBuy.schema.json').then((m) => m.default),
  floatingLayer: () => import('../../blocks/floatingLayer.schema.json').then((m) => m.default),
  floatingLayer1: () => import('../../blocks/floatingLayer1.schema.json').then((m) => m.default),
  freeGoodsShow: () => import('../../blocks/freeGoodsShow.schema.json').then((m) => m.default),
  freeGoodsShow1: () => import('../../blocks/freeGoodsShow1.schema.json').then((m) => m.default),
  freeGoodsShow2: () => import('../../blocks/freeGoodsShow2.schema.json').then((m) => m.default),
  goodLifeBrandShow: () => import('../../blocks/goodLifeBrandShow.schema.json').then((m) => m.default),
  goodLifeCarousel: () => import('../../blocks/goodLifeCarousel.schema.json').then((m) => m.default),
  goodLifeGoodsShow: () => import('../../blocks/goodLifeGoodsShow.schema.json').then((m) => m.default),
  goodLifePointSearch: () => import('../../blocks/goodLifePointSearch.schema.json').then((m) => m.default),
  goodsList: () => import('../../blocks/goodsList.schema.json').then((m) => m.default),
  goodsList1: () => import('../../blocks/goodsList1.schema.json').then((m) => m.default),
  hotAdvert: () => import('../../blocks/hotAdvert.schema.json').then((m) => m.default),
  hotColumn: () => import('../../blocks/hotColumn.schema.json').then((m) => m.default),
  hotShow: () => import('../../blocks/hotShow.schema.json').then((m) => m.default),
  hotZonesShow: () => import('../../blocks/hotZonesShow.schema.json').then((m) => m.default),
  iconZone: () => import('../../blocks/iconZone.schema.json').then((m) => m.default),
  iconZone1: () => import('../../blocks/iconZone1.schema.json').then((m) => m.default),
  notEnough: () => import('../../blocks/notEnough.schema.json').then((m) => m.default),
  noticeShow: () => import('../../blocks/noticeShow.schema.json').then((m) => m.default),
  noticeShow1: () => import('../../blocks/noticeShow1.schema.json').then((m) => m.default),
  pointSearch: () => import('../../blocks/pointSearch.schema.json').then((m) => m.default),
  specialAdvert: () => import('../../blocks/specialAdvert.schema.json').then((m) => m.default),
  specialDiscount: () => import('../../blocks/specialDiscount.schema.json').then((m) => m.default),
  specialHotZonesShow: () => import('../../blocks/specialHotZonesShow.schema.json').then((m) => m.default),
  specialImg: () => import('../../blocks/specialImg.schema.json').then((m) => m.default),
  specialOfferAdvert: () => import('../../blocks/specialOfferAdvert.schema.json').then((m) => m.default),
  specialOfferApplicationsSelection: () =>
    import('../../blocks/specialOfferApplicationsSelection.schema.json').then((m) => m.default),
  specialTop: () => import('../../blocks/specialTop.schema.json').then((m) => m.default),
  themeSelection: () => import('../../blocks/themeSelection.schema.json').then((m) => m.default),
  videoBanner: () => import('../../blocks/videoBanner.schema.json').then((m) => m.default),
};
