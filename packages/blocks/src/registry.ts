import { defineRegistry, mallSchemaCatalog, type RegistryShape } from '@mall/runtime';
import { APPLICATIONS_SELECTION_1_HEIGHT } from './applications-selection-1/applications-selection-1-layout.ts';
import { APPLICATIONS_SELECTION_HEIGHT } from './applications-selection/applications-selection-layout.ts';
import { BACKGROUND_HEIGHT } from './background/background-layout.ts';
import { BANNER_ADVERT_HEIGHT } from './banner-advert/banner-advert-layout.ts';
import { BRAND_SHOW_HEIGHT } from './brand-show/brand-show-layout.ts';
import { CAROUSEL1_HEIGHT } from './carousel-1/carousel-1-layout.ts';
import { CAROUSEL2_HEIGHT } from './carousel-2/carousel-2-layout.ts';
import { CAROUSEL3_HEIGHT } from './carousel-3/carousel-3-layout.ts';
import { CAROUSEL4_HEIGHT } from './carousel-4/carousel-4-layout.ts';
import { CAROUSEL5_HEIGHT } from './carousel-5/carousel-5-layout.ts';
import { CAROUSEL_HEIGHT } from './carousel/carousel-layout.ts';
import { CLASSIFY_SHOW_HEIGHT } from './classify-show/classify-show-layout.ts';
import { CUSTOM_CATE_NAV_TWO_HEIGHT } from './custom-cate-nav-two/custom-cate-nav-two-layout.ts';
import { CUSTOM_CATE_NAV_HEIGHT } from './custom-cate-nav/custom-cate-nav-layout.ts';
import { CUSTOM_FOOTER_1_HEIGHT } from './custom-footer-1/custom-footer-1-layout.ts';
import { CUSTOM_FOOTER_HEIGHT } from './custom-footer/custom-footer-layout.ts';
import { DISCOUNT_ADVERT_HEIGHT } from './discount-advert/discount-advert-layout.ts';
import { FLASH_BUY_HEIGHT } from './flash-buy/flash-buy-layout.ts';
import { flashBuyPlan } from './flash-buy/flash-buy-plan.ts';
import { FLOATING_LAYER_1_HEIGHT } from './floating-layer-1/floating-layer-1-layout.ts';
import { FLOATING_LAYER_HEIGHT } from './floating-layer/floating-layer-layout.ts';
import { FREE_GOODS_SHOW_1_HEIGHT } from './free-goods-show-1/free-goods-show-1-layout.ts';
import { FREE_GOODS_SHOW_2_HEIGHT } from './free-goods-show-2/free-goods-show-2-layout.ts';
import { FREE_GOODS_SHOW_HEIGHT } from './free-goods-show/free-goods-show-layout.ts';
import { freeGoodsShowPlan } from './free-goods-show/free-goods-show-plan.ts';
import { GOOD_LIFE_BRAND_SHOW_HEIGHT } from './good-life-brand-show/good-life-brand-show-layout.ts';
import { GOOD_LIFE_CAROUSEL_HEIGHT } from './good-life-carousel/good-life-carousel-layout.ts';
import { GOOD_LIFE_GOODS_SHOW_HEIGHT } from './good-life-goods-show/good-life-goods-show-layout.ts';
import { goodLifeGoodsShowPlan } from './good-life-goods-show/good-life-goods-show-plan.ts';
import { GOOD_LIFE_POINT_SEARCH_HEIGHT } from './good-life-point-search/good-life-point-search-layout.ts';
import { GOODS_LIST_1_HEIGHT } from './goods-list-1/goods-list-1-layout.ts';
import { GOODS_LIST_HEIGHT } from './goods-list/goods-list-layout.ts';
import { goodsListPlan } from './goods-list/goods-list-plan.ts';
import { HOT_ADVERT_HEIGHT } from './hot-advert/hot-advert-layout.ts';
import { HOT_COLUMN_HEIGHT } from './hot-column/hot-column-layout.ts';
import { HOT_SHOW_HEIGHT } from './hot-show/hot-show-layout.ts';
import { hotShowPlan } from './hot-show/hot-show-plan.ts';
import { HOT_ZONES_SHOW_HEIGHT } from './hot-zones-show/hot-zones-show-layout.ts';
import { ICON_ZONE_1_HEIGHT } from './icon-zone-1/icon-zone-1-layout.ts';
import { ICON_ZONE_HEIGHT } from './icon-zone/icon-zone-layout.ts';
import { NOT_ENOUGH_HEIGHT } from './not-enough/not-enough-layout.ts';
import { NOTICE_SHOW1_HEIGHT } from './notice-show-1/notice-show-1-layout.ts';
import { NOTICE_SHOW_HEIGHT } from './notice-show/notice-show-layout.ts';
import { POINT_SEARCH_HEIGHT } from './point-search/point-search-layout.ts';
import { SPECIAL_ADVERT_HEIGHT } from './special-advert/special-advert-layout.ts';
import { SPECIAL_DISCOUNT_HEIGHT } from './special-discount/special-discount-layout.ts';
import { specialDiscountPlan } from './special-discount/special-discount-plan.ts';
import { SPECIAL_HOT_ZONES_SHOW_HEIGHT } from './special-hot-zones-show/special-hot-zones-show-layout.ts';
import { SPECIAL_IMG_HEIGHT } from './special-img/special-img-layout.ts';
import { SPECIAL_OFFER_ADVERT_HEIGHT } from './special-offer-advert/special-offer-advert-layout.ts';
import { SPECIAL_OFFER_APPLICATIONS_SELECTION_HEIGHT } from './special-offer-applications-selection/special-offer-applications-selection-layout.ts';
import { SPECIAL_TOP_HEIGHT } from './special-top/special-top-layout.ts';
import { THEME_SELECTION_HEIGHT } from './theme-selection/theme-selection-layout.ts';

/**
 * Every block type of @mall/schemas with its lazily loaded component (one chunk each) and the height
 * of its loading skeleton; the block sets (page kinds) it belongs to are its schema's `blockSets`. Only these loaders reference
 * the components, so no block is in the main bundle; each block's strings travel in its own chunk.
 */
const definitions = {
  // ---- The default platform's home pages (spec 03 section 3). carousel1-4, iconZone1 and
  // freeGoodsShow also serve custom pages; hotShow also serves the good-life mall.
  carousel: {
    load: () => import('./carousel/Carousel.tsx').then((m) => m.Carousel),
    skeletonHeight: CAROUSEL_HEIGHT,
  },
  carousel1: {
    load: () => import('./carousel-1/Carousel1.tsx').then((m) => m.Carousel1),
    skeletonHeight: CAROUSEL1_HEIGHT,
  },
  carousel2: {
    load: () => import('./carousel-2/Carousel2.tsx').then((m) => m.Carousel2),
    skeletonHeight: CAROUSEL2_HEIGHT,
  },
  carousel3: {
    load: () => import('./carousel-3/Carousel3.tsx').then((m) => m.Carousel3),
    skeletonHeight: CAROUSEL3_HEIGHT,
  },
  carousel4: {
    load: () => import('./carousel-4/Carousel4.tsx').then((m) => m.Carousel4),
    skeletonHeight: CAROUSEL4_HEIGHT,
  },
  carousel5: {
    load: () => import('./carousel-5/Carousel5.tsx').then((m) => m.Carousel5),
    skeletonHeight: CAROUSEL5_HEIGHT,
  },
  noticeShow: {
    load: () => import('./notice-show/NoticeShow.tsx').then((m) => m.NoticeShow),
    skeletonHeight: NOTICE_SHOW_HEIGHT,
  },
  noticeShow1: {
    load: () => import('./notice-show-1/NoticeShow1.tsx').then((m) => m.NoticeShow1),
    skeletonHeight: NOTICE_SHOW1_HEIGHT,
  },
  iconZone: {
    load: () => import('./icon-zone/IconZone.tsx').then((m) => m.IconZone),
    skeletonHeight: ICON_ZONE_HEIGHT,
  },
  iconZone1: {
    load: () => import('./icon-zone-1/IconZone1.tsx').then((m) => m.IconZone1),
    skeletonHeight: ICON_ZONE_1_HEIGHT,
  },
  floatingLayer1: {
    load: () => import('./floating-layer-1/FloatingLayer1.tsx').then((m) => m.FloatingLayer1),
    skeletonHeight: FLOATING_LAYER_1_HEIGHT,
  },
  hotShow: {
    load: () => import('./hot-show/HotShow.tsx').then((m) => m.HotShow),
    skeletonHeight: HOT_SHOW_HEIGHT,
    planGoodsOf: hotShowPlan,
  },
  themeSelection: {
    load: () => import('./theme-selection/ThemeSelection.tsx').then((m) => m.ThemeSelection),
    skeletonHeight: THEME_SELECTION_HEIGHT,
  },
  pointSearch: {
    load: () => import('./point-search/PointSearch.tsx').then((m) => m.PointSearch),
    skeletonHeight: POINT_SEARCH_HEIGHT,
  },
  flashBuy: {
    load: () => import('./flash-buy/FlashBuy.tsx').then((m) => m.FlashBuy),
    skeletonHeight: FLASH_BUY_HEIGHT,
    requiresLogin: true,
    planGoodsOf: flashBuyPlan,
  },
  applicationsSelection: {
    load: () =>
      import('./applications-selection/ApplicationsSelection.tsx').then((m) => m.ApplicationsSelection),
    skeletonHeight: APPLICATIONS_SELECTION_HEIGHT,
  },
  applicationsSelection1: {
    load: () =>
      import('./applications-selection-1/ApplicationsSelection1.tsx').then((m) => m.ApplicationsSelection1),
    skeletonHeight: APPLICATIONS_SELECTION_1_HEIGHT,
  },
  hotColumn: {
    load: () => import('./hot-column/HotColumn.tsx').then((m) => m.HotColumn),
    skeletonHeight: HOT_COLUMN_HEIGHT,
  },
  freeGoodsShow: {
    load: () => import('./free-goods-show/FreeGoodsShow.tsx').then((m) => m.FreeGoodsShow),
    skeletonHeight: FREE_GOODS_SHOW_HEIGHT,
    planGoodsOf: freeGoodsShowPlan,
  },
  freeGoodsShow1: {
    load: () => import('./free-goods-show-1/FreeGoodsShow1.tsx').then((m) => m.FreeGoodsShow1),
    skeletonHeight: FREE_GOODS_SHOW_1_HEIGHT,
    planGoodsOf: freeGoodsShowPlan,
  },
  freeGoodsShow2: {
    load: () => import('./free-goods-show-2/FreeGoodsShow2.tsx').then((m) => m.FreeGoodsShow2),
    skeletonHeight: FREE_GOODS_SHOW_2_HEIGHT,
    planGoodsOf: freeGoodsShowPlan,
  },
  brandShow: {
    load: () => import('./brand-show/BrandShow.tsx').then((m) => m.BrandShow),
    skeletonHeight: BRAND_SHOW_HEIGHT,
  },
  specialDiscount: {
    load: () => import('./special-discount/SpecialDiscount.tsx').then((m) => m.SpecialDiscount),
    skeletonHeight: SPECIAL_DISCOUNT_HEIGHT,
    planGoodsOf: specialDiscountPlan,
  },
  hotZonesShow: {
    load: () => import('./hot-zones-show/HotZonesShow.tsx').then((m) => m.HotZonesShow),
    skeletonHeight: HOT_ZONES_SHOW_HEIGHT,
  },
  hotAdvert: {
    load: () => import('./hot-advert/HotAdvert.tsx').then((m) => m.HotAdvert),
    skeletonHeight: HOT_ADVERT_HEIGHT,
  },
  discountAdvert: {
    load: () => import('./discount-advert/DiscountAdvert.tsx').then((m) => m.DiscountAdvert),
    skeletonHeight: DISCOUNT_ADVERT_HEIGHT,
  },
  bannerAdvert: {
    load: () => import('./banner-advert/BannerAdvert.tsx').then((m) => m.BannerAdvert),
    skeletonHeight: BANNER_ADVERT_HEIGHT,
  },
  notEnough: {
    load: () => import('./not-enough/NotEnough.tsx').then((m) => m.NotEnough),
    skeletonHeight: NOT_ENOUGH_HEIGHT,
    requiresLogin: true,
  },

  // ---- The good-life mall's (HSHSC) home pages. goodLifeCarousel also serves custom pages.
  goodLifeCarousel: {
    load: () => import('./good-life-carousel/GoodLifeCarousel.tsx').then((m) => m.GoodLifeCarousel),
    skeletonHeight: GOOD_LIFE_CAROUSEL_HEIGHT,
  },
  goodLifePointSearch: {
    load: () => import('./good-life-point-search/GoodLifePointSearch.tsx').then((m) => m.GoodLifePointSearch),
    skeletonHeight: GOOD_LIFE_POINT_SEARCH_HEIGHT,
  },
  classifyShow: {
    load: () => import('./classify-show/ClassifyShow.tsx').then((m) => m.ClassifyShow),
    skeletonHeight: CLASSIFY_SHOW_HEIGHT,
  },
  goodLifeBrandShow: {
    load: () => import('./good-life-brand-show/GoodLifeBrandShow.tsx').then((m) => m.GoodLifeBrandShow),
    skeletonHeight: GOOD_LIFE_BRAND_SHOW_HEIGHT,
  },
  goodLifeGoodsShow: {
    load: () => import('./good-life-goods-show/GoodLifeGoodsShow.tsx').then((m) => m.GoodLifeGoodsShow),
    skeletonHeight: GOOD_LIFE_GOODS_SHOW_HEIGHT,
    planGoodsOf: goodLifeGoodsShowPlan,
  },

  // ---- Custom, special-zone and special-offer pages. In custom-page mode the navigation blocks
  // render in the site header and the footer blocks in place of the site footer (`slot`).
  customCateNav: {
    load: () => import('./custom-cate-nav/CustomCateNav.tsx').then((m) => m.CustomCateNav),
    skeletonHeight: CUSTOM_CATE_NAV_HEIGHT,
    slot: 'header',
  },
  customCateNavTwo: {
    load: () => import('./custom-cate-nav-two/CustomCateNavTwo.tsx').then((m) => m.CustomCateNavTwo),
    skeletonHeight: CUSTOM_CATE_NAV_TWO_HEIGHT,
    slot: 'header',
  },
  customFooter: {
    load: () => import('./custom-footer/CustomFooter.tsx').then((m) => m.CustomFooter),
    skeletonHeight: CUSTOM_FOOTER_HEIGHT,
    slot: 'footer',
  },
  customFooter1: {
    load: () => import('./custom-footer-1/CustomFooter1.tsx').then((m) => m.CustomFooter1),
    skeletonHeight: CUSTOM_FOOTER_1_HEIGHT,
    slot: 'footer',
  },
  goodsList: {
    load: () => import('./goods-list/GoodsList.tsx').then((m) => m.GoodsList),
    skeletonHeight: GOODS_LIST_HEIGHT,
    planGoodsOf: goodsListPlan,
  },
  goodsList1: {
    load: () => import('./goods-list-1/GoodsList1.tsx').then((m) => m.GoodsList1),
    skeletonHeight: GOODS_LIST_1_HEIGHT,
    planGoodsOf: goodsListPlan,
  },
  background: {
    load: () => import('./background/Background.tsx').then((m) => m.Background),
    skeletonHeight: BACKGROUND_HEIGHT,
  },
  floatingLayer: {
    load: () => import('./floating-layer/FloatingLayer.tsx').then((m) => m.FloatingLayer),
    skeletonHeight: FLOATING_LAYER_HEIGHT,
  },
  specialTop: {
    load: () => import('./special-top/SpecialTop.tsx').then((m) => m.SpecialTop),
    skeletonHeight: SPECIAL_TOP_HEIGHT,
  },
  specialAdvert: {
    load: () => import('./special-advert/SpecialAdvert.tsx').then((m) => m.SpecialAdvert),
    skeletonHeight: SPECIAL_ADVERT_HEIGHT,
  },
  specialHotZonesShow: {
    load: () => import('./special-hot-zones-show/SpecialHotZonesShow.tsx').then((m) => m.SpecialHotZonesShow),
    skeletonHeight: SPECIAL_HOT_ZONES_SHOW_HEIGHT,
  },
  specialImg: {
    load: () => import('./special-img/SpecialImg.tsx').then((m) => m.SpecialImg),
    skeletonHeight: SPECIAL_IMG_HEIGHT,
  },
  specialOfferAdvert: {
    load: () => import('./special-offer-advert/SpecialOfferAdvert.tsx').then((m) => m.SpecialOfferAdvert),
    skeletonHeight: SPECIAL_OFFER_ADVERT_HEIGHT,
  },
  specialOfferApplicationsSelection: {
    load: () =>
      import('./special-offer-applications-selection/SpecialOfferApplicationsSelection.tsx').then(
        (m) => m.SpecialOfferApplicationsSelection,
      ),
    skeletonHeight: SPECIAL_OFFER_APPLICATIONS_SELECTION_HEIGHT,
  },
} satisfies RegistryShape;

/**
 * The registry over those definitions and the block schemas. The storefront loads this module as a
 * chunk of its own, the block index (`loadBlockRegistry`), so the JS of `/` holds nothing that
 * grows with the library.
 */
export const blockRegistry = defineRegistry(definitions, mallSchemaCatalog);
