import bannerAdvert from '../../../../fixtures/blocks/bannerAdvert/typical.json';
import carousel from '../../../../fixtures/blocks/carousel/typical.json';
import flashBuy from '../../../../fixtures/blocks/flashBuy/typical.json';
import goodsList from '../../../../fixtures/blocks/goodsList/typical.json';
import hotZonesShow from '../../../../fixtures/blocks/hotZonesShow/typical.json';
import iconZone from '../../../../fixtures/blocks/iconZone/typical.json';
import noticeShow from '../../../../fixtures/blocks/noticeShow/typical.json';

/** A typical home page using all seven block types, in the order a home page shows them. */
export const SAMPLE_PAGE = {
  list: [bannerAdvert, carousel, noticeShow, iconZone, flashBuy, hotZonesShow, goodsList],
};

/** {@link SAMPLE_PAGE} as the JSON text an operator would paste. */
export const SAMPLE_PAGE_TEXT = JSON.stringify(SAMPLE_PAGE, null, 2);
