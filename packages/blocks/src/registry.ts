import { defineRegistry, type RegistryShape } from '@mall/runtime';
import {
  BANNER_ADVERT_HEIGHT,
  CAROUSEL_HEIGHT,
  FLASH_BUY_HEIGHT,
  GOODS_LIST_HEIGHT,
  HOT_ZONES_SHOW_HEIGHT,
  ICON_ZONE_HEIGHT,
  NOTICE_SHOW_HEIGHT,
} from './block-heights.ts';
import { flashBuyPlan } from './flash-buy/flash-buy-plan.ts';
import { goodsListPlan } from './goods-list/goods-list-plan.ts';

/**
 * Every block type of @mall/schemas with its lazily loaded component (one chunk each) and the height
 * of its loading skeleton. Only these loaders reference the components, so no block is in the main bundle.
 */
export const blockRegistry = defineRegistry({
  carousel: {
    load: () => import('./carousel/Carousel.tsx').then((m) => m.Carousel),
    skeletonHeight: CAROUSEL_HEIGHT,
    platforms: ['default', 'custom'],
  },
  noticeShow: {
    load: () => import('./notice-show/NoticeShow.tsx').then((m) => m.NoticeShow),
    skeletonHeight: NOTICE_SHOW_HEIGHT,
    platforms: ['default'],
  },
  iconZone: {
    load: () => import('./icon-zone/IconZone.tsx').then((m) => m.IconZone),
    skeletonHeight: ICON_ZONE_HEIGHT,
    platforms: ['default'],
  },
  hotZonesShow: {
    load: () => import('./hot-zones-show/HotZonesShow.tsx').then((m) => m.HotZonesShow),
    skeletonHeight: HOT_ZONES_SHOW_HEIGHT,
    platforms: ['default'],
  },
  flashBuy: {
    load: () => import('./flash-buy/FlashBuy.tsx').then((m) => m.FlashBuy),
    skeletonHeight: FLASH_BUY_HEIGHT,
    requiresLogin: true,
    planGoodsOf: flashBuyPlan,
    platforms: ['default'],
  },
  goodsList: {
    load: () => import('./goods-list/GoodsList.tsx').then((m) => m.GoodsList),
    skeletonHeight: GOODS_LIST_HEIGHT,
    planGoodsOf: goodsListPlan,
    platforms: ['custom'],
  },
  bannerAdvert: {
    load: () => import('./banner-advert/BannerAdvert.tsx').then((m) => m.BannerAdvert),
    skeletonHeight: BANNER_ADVERT_HEIGHT,
    platforms: ['default'],
  },
} satisfies RegistryShape);
