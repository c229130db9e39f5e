import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { describe, it } from 'vitest';
import * as applicationsSelection1 from '../applications-selection-1/ApplicationsSelection1.stories.tsx';
import * as applicationsSelection from '../applications-selection/ApplicationsSelection.stories.tsx';
import * as background from '../background/Background.stories.tsx';
import * as bannerAdvert from '../banner-advert/BannerAdvert.stories.tsx';
import * as brandShow from '../brand-show/BrandShow.stories.tsx';
import * as carousel1 from '../carousel-1/Carousel1.stories.tsx';
import * as carousel2 from '../carousel-2/Carousel2.stories.tsx';
import * as carousel3 from '../carousel-3/Carousel3.stories.tsx';
import * as carousel4 from '../carousel-4/Carousel4.stories.tsx';
import * as carousel5 from '../carousel-5/Carousel5.stories.tsx';
import * as carousel from '../carousel/Carousel.stories.tsx';
import * as classifyShow from '../classify-show/ClassifyShow.stories.tsx';
import * as customCateNavTwo from '../custom-cate-nav-two/CustomCateNavTwo.stories.tsx';
import * as customCateNav from '../custom-cate-nav/CustomCateNav.stories.tsx';
import * as customFooter1 from '../custom-footer-1/CustomFooter1.stories.tsx';
import * as customFooter from '../custom-footer/CustomFooter.stories.tsx';
import * as discountAdvert from '../discount-advert/DiscountAdvert.stories.tsx';
import * as flashBuy from '../flash-buy/FlashBuy.stories.tsx';
import * as floatingLayer1 from '../floating-layer-1/FloatingLayer1.stories.tsx';
import * as floatingLayer from '../floating-layer/FloatingLayer.stories.tsx';
import * as freeGoodsShow1 from '../free-goods-show-1/FreeGoodsShow1.stories.tsx';
import * as freeGoodsShow2 from '../free-goods-show-2/FreeGoodsShow2.stories.tsx';
import * as freeGoodsShow from '../free-goods-show/FreeGoodsShow.stories.tsx';
import * as goodLifeBrandShow from '../good-life-brand-show/GoodLifeBrandShow.stories.tsx';
import * as goodLifeCarousel from '../good-life-carousel/GoodLifeCarousel.stories.tsx';
import * as goodLifeGoodsShow from '../good-life-goods-show/GoodLifeGoodsShow.stories.tsx';
import * as goodLifePointSearch from '../good-life-point-search/GoodLifePointSearch.stories.tsx';
import * as goodsList1 from '../goods-list-1/GoodsList1.stories.tsx';
import * as goodsList from '../goods-list/GoodsList.stories.tsx';
import * as hotAdvert from '../hot-advert/HotAdvert.stories.tsx';
import * as hotColumn from '../hot-column/HotColumn.stories.tsx';
import * as hotShow from '../hot-show/HotShow.stories.tsx';
import * as hotZonesShow from '../hot-zones-show/HotZonesShow.stories.tsx';
import * as iconZone1 from '../icon-zone-1/IconZone1.stories.tsx';
import * as iconZone from '../icon-zone/IconZone.stories.tsx';
import * as notEnough from '../not-enough/NotEnough.stories.tsx';
import * as noticeShow1 from '../notice-show-1/NoticeShow1.stories.tsx';
import * as noticeShow from '../notice-show/NoticeShow.stories.tsx';
import * as pointSearch from '../point-search/PointSearch.stories.tsx';
import * as specialAdvert from '../special-advert/SpecialAdvert.stories.tsx';
import * as specialDiscount from '../special-discount/SpecialDiscount.stories.tsx';
import * as specialHotZonesShow from '../special-hot-zones-show/SpecialHotZonesShow.stories.tsx';
import * as specialImg from '../special-img/SpecialImg.stories.tsx';
import * as specialOfferAdvert from '../special-offer-advert/SpecialOfferAdvert.stories.tsx';
import * as specialOfferApplicationsSelection from '../special-offer-applications-selection/SpecialOfferApplicationsSelection.stories.tsx';
import * as specialTop from '../special-top/SpecialTop.stories.tsx';
import * as themeSelection from '../theme-selection/ThemeSelection.stories.tsx';
import { expectDiagnosticCardNaming, expectStoryShowsNothing } from './story-checks.ts';

// Beside its typical stories every block has `Empty`, data that leaves it nothing to draw, and
// `InvalidData`, data its schema refuses. Their checks are the same for every block: here, one table
// for all the blocks. A block whose Empty story still shows something (a picture alone, an 'empty'
// text), or checks something more of it, says so in its own test. A goods block's Empty story may
// wait for its plan's goods before it shows nothing: the check waits for the page to settle.

/** A block's stories module: its meta (whose title names the block) and its stories. */
type StoriesModule = Parameters<typeof composeStories>[0] & { default: { title?: string } };

const blockOf = (stories: StoriesModule) => stories.default.title?.replace(/^Blocks\//, '') ?? '(untitled)';

function story(stories: StoriesModule, name: 'Empty' | 'InvalidData'): ComponentType {
  const composed: Record<string, ComponentType | undefined> = composeStories(stories);
  const found = composed[name];
  if (!found) throw new Error(`${blockOf(stories)} has no ${name} story`);
  return found;
}

/** A block's InvalidData story and what its diagnostic card must name: the fields (and the key) it breaks. */
const invalidData = (stories: StoriesModule, ...names: (string | RegExp)[]) =>
  [blockOf(stories), story(stories, 'InvalidData'), names] as const;

// The two hot-zone blocks' invalid fixtures break the same fields.
const HOT_ZONE_FIELDS = [
  'options.img',
  'options.list[0].height',
  'options.list[0].x',
  'options.list[1].width',
  'options.list[1].url',
];

describe.each(
  [
    applicationsSelection1,
    applicationsSelection,
    brandShow,
    classifyShow,
    customCateNavTwo,
    customCateNav,
    customFooter1,
    customFooter,
    discountAdvert,
    flashBuy,
    floatingLayer1,
    floatingLayer,
    freeGoodsShow1,
    freeGoodsShow2,
    freeGoodsShow,
    goodLifeBrandShow,
    goodLifeGoodsShow,
    goodLifePointSearch,
    goodsList1,
    goodsList,
    hotAdvert,
    hotColumn,
    hotShow,
    iconZone1,
    iconZone,
    noticeShow,
    pointSearch,
    specialAdvert,
    specialDiscount,
    specialOfferApplicationsSelection,
    themeSelection,
  ].map((stories) => [blockOf(stories), story(stories, 'Empty')] as const),
)('<%s /> Empty story', (_, Empty) => {
  it('shows a visitor nothing at all', async () => {
    await expectStoryShowsNothing(Empty);
  });
});

describe.each([
  invalidData(applicationsSelection1, 'options.list[0].img', 'options.list[1].name'),
  invalidData(applicationsSelection, 'options.list[0].name', 'options.list[1].img', 'options.list[2].url'),
  invalidData(background, 'options.bgColor', 'options.img', 'options.repeatY'),
  invalidData(bannerAdvert, 'options.img', 'options.bgColor', 'options.closable'),
  invalidData(brandShow, 'options.list[0].name', 'options.list[1].img', 'options.list[2].url'),
  invalidData(
    carousel1,
    '1732151001004_204',
    'options.list[0].img',
    'options.promoList[1].url',
    'options.promoList',
  ),
  invalidData(carousel2, 'options.list[0].img', 'options.list[1].url', 'options.autoplay'),
  invalidData(carousel3, 'options.list', 'options.autoplay'),
  invalidData(carousel4, 'options.list[0].cateModelId', 'options.list[1].img'),
  invalidData(carousel5, 'options.navList[0].name', 'options.navList[1]', 'options.navList[2].name'),
  invalidData(carousel, '1732150000004_104', 'options.list[0].img', 'options.list[1].url'),
  invalidData(classifyShow, 'options.navList[0].list', 'options.navList[1].list[0].img'),
  invalidData(
    customCateNavTwo,
    'options.navList[0].children[0]',
    'options.navList[1].name',
    'options.subBgColor',
  ),
  invalidData(
    customCateNav,
    'options.navList[0].name',
    'options.navList[1].children[0].url',
    'options.bgColor',
  ),
  invalidData(customFooter1, 'options.logo', 'options.links[0]', 'options.copyright'),
  invalidData(
    customFooter,
    'options.columns[0]',
    'options.columns[1].links[0].url',
    'options.hotline',
    'options.bgColor',
  ),
  invalidData(discountAdvert, 'options.list[0].discount', 'options.list[1].img'),
  invalidData(flashBuy, 'planId', 'options.maxGoods'),
  invalidData(floatingLayer1, 'options.list[0]', 'options.list[1].name', 'options.top'),
  invalidData(floatingLayer, 'options.position', 'options.top', 'options.width'),
  invalidData(freeGoodsShow1, 'options.img', 'options.url', 'options.list[0].skuId'),
  invalidData(
    freeGoodsShow2,
    'options.list[0].productImages[0]',
    'options.list[1].specMarketPrice',
    'options.head.bgColor',
  ),
  invalidData(
    freeGoodsShow,
    'options.list[0].productName',
    'options.list[1].specProductPrice',
    'options.head.bgColor',
  ),
  invalidData(goodLifeBrandShow, 'options.featured.img', 'options.list[0].name'),
  invalidData(goodLifeCarousel, 'options.list[0].bgColor', 'options.list[1].img'),
  invalidData(goodLifeGoodsShow, 'options.navList[0].title', 'options.navList[1]'),
  invalidData(goodLifePointSearch, 'options.list[0].min', 'options.list[0].icon', 'options.list[1].max'),
  invalidData(goodsList1, 'options.list[0].productName', 'options.list[1].priceUnit', 'options.moreUrl'),
  invalidData(goodsList, 'options.list[0].productName', 'options.list[1].specProductPrice'),
  invalidData(hotAdvert, 'options.list[0].img', 'options.list[1].img', 'options.list[2].url'),
  // The list's own path, not only its items'.
  invalidData(hotColumn, /options\.list(?![[])/, 'options.list[0].bgColor', 'options.list[1].title'),
  invalidData(hotShow, 'options.list[0].productName', 'options.list[1].specProductPrice', 'options.showRank'),
  invalidData(hotZonesShow, ...HOT_ZONE_FIELDS),
  invalidData(iconZone1, 'options.list[0].price', 'options.list[1].bgColor', 'options.list[2].img'),
  invalidData(iconZone, 'options.navList[0].list[0].img', 'options.navList[0].list[1].price'),
  invalidData(notEnough, 'options.threshold', 'options.url'),
  invalidData(noticeShow1, 'options.list[0].title', 'options.list[1].createTime', 'options.moreUrl'),
  invalidData(noticeShow, 'options.list[0].title', 'options.list[1].url', 'options.moreUrl'),
  invalidData(pointSearch, 'options.list[0].min', 'options.list[1].min', 'options.bgColor'),
  invalidData(specialAdvert, 'options.columns', 'options.imgHeight'),
  invalidData(specialDiscount, 'options.list[0].skuId', 'options.list[1].specMarketPrice', 'options.endText'),
  invalidData(specialHotZonesShow, ...HOT_ZONE_FIELDS),
  invalidData(specialImg, 'options.isImg', 'options.background', 'options.fromColor'),
  invalidData(specialOfferAdvert, 'options.img', 'options.buttonText', 'options.textColor'),
  invalidData(
    specialOfferApplicationsSelection,
    'options.list[0].name',
    'options.list[1].img',
    'options.list[1].priceText',
  ),
  invalidData(specialTop, 'options.img', 'options.height'),
  invalidData(themeSelection, 'options.list[0].img', 'options.list[1].onLine'),
])('<%s /> InvalidData story', (_, InvalidData, names) => {
  it('shows the diagnostic card naming each refused field', async () => {
    await expectDiagnosticCardNaming(InvalidData, names);
  });
});
