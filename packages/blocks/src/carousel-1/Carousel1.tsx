import { Box, Flex } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Carousel1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { CarouselRow } from '../parts/CarouselRow.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { LIFT_ON_HOVER } from '../parts/card-style.ts';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import {
  CAROUSEL1_HEIGHT,
  CAROUSEL1_PROMO_HEIGHT,
  CAROUSEL1_PROMO_WIDTH,
  CAROUSEL1_SLIDE_WIDTH,
} from './carousel-1-layout.ts';
import { carousel1Messages } from './carousel-1-messages.ts';

type Carousel1Promo = NonNullable<Carousel1Options['promoList']>[number];

/** The column of up to two promotion pictures beside the carousel; a promotion without title takes `label`. */
function PromoColumn({ promos, label }: { promos: readonly Carousel1Promo[]; label: string }) {
  const { t } = useBlockTranslation(carousel1Messages);
  return (
    <Flex
      as="ul"
      aria-label={t('carousel1.promotions')}
      direction="column"
      justify="space-between"
      flex={`0 1 ${CAROUSEL1_PROMO_WIDTH}px`}
      minW="0"
      {...BARE_LIST}
    >
      {promos.map((promo, i) => (
        <Box
          as="li"
          key={i}
          h={`${CAROUSEL1_PROMO_HEIGHT}px`}
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          {...LIFT_ON_HOVER}
        >
          <ImageLink
            url={promo.url}
            src={promo.img}
            alt={promo.title?.trim() || label}
            imgWidth={CAROUSEL1_PROMO_WIDTH}
            imgHeight={CAROUSEL1_PROMO_HEIGHT}
            h="100%"
          />
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The home page's top row: an 830x453 carousel (5 s, wraps, pauses on hover and focus) with a column
 * of up to two 350x216 promotion pictures beside it, filling the 1200 px page column.
 */
export function Carousel1({ name, options }: BlockProps<Carousel1Options>) {
  const { t } = useBlockTranslation(carousel1Messages);
  const slideshow = useBlockSlideshow(name, options, t('carousel1.label'));
  if (!slideshow) return null;
  const promos = options.promoList ?? [];

  return (
    <CarouselRow
      slideshow={slideshow}
      slideWidth={CAROUSEL1_SLIDE_WIDTH}
      height={CAROUSEL1_HEIGHT}
      side={promos.length > 0 ? <PromoColumn promos={promos} label={slideshow.label} /> : null}
      sideWidth={CAROUSEL1_PROMO_WIDTH}
    />
  );
}
