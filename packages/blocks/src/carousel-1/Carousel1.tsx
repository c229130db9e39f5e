import { Box, Flex } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Carousel1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { ImageLink } from '../parts/ImageLink.tsx';
import { PAGE_WIDTH } from '../parts/layout.ts';
import { Slideshow } from '../parts/Slideshow.tsx';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import {
  CAROUSEL1_HEIGHT,
  CAROUSEL1_PROMO_HEIGHT,
  CAROUSEL1_PROMO_WIDTH,
  CAROUSEL1_SLIDE_WIDTH,
} from './carousel-1-layout.ts';
import { carousel1Messages } from './carousel-1-messages.ts';

/**
 * The home page's top row: an 830x453 carousel (5 s, wraps, pauses on hover and focus) with a column
 * of up to two 350x216 promotion pictures beside it, filling the 1200 px page column.
 */
export function Carousel1({ name, options }: BlockProps<Carousel1Options>) {
  const { t } = useBlockTranslation(carousel1Messages);
  const slideshow = useBlockSlideshow(name, options, t('carousel1.label'));
  if (!slideshow) return null;
  const { label } = slideshow;
  const promos = options.promoList ?? [];

  return (
    <Flex
      maxW={`${PAGE_WIDTH}px`}
      mx="auto"
      h={`${CAROUSEL1_HEIGHT}px`}
      gap={`${PAGE_WIDTH - CAROUSEL1_SLIDE_WIDTH - CAROUSEL1_PROMO_WIDTH}px`}
      justify={promos.length > 0 ? 'space-between' : 'center'}
    >
      <Slideshow
        {...slideshow}
        imgWidth={CAROUSEL1_SLIDE_WIDTH}
        imgHeight={CAROUSEL1_HEIGHT}
        flex={`0 1 ${CAROUSEL1_SLIDE_WIDTH}px`}
        minW="0"
      />
      {promos.length > 0 ? (
        <Flex
          as="ul"
          aria-label={t('carousel1.promotions')}
          direction="column"
          justify="space-between"
          flex={`0 1 ${CAROUSEL1_PROMO_WIDTH}px`}
          minW="0"
          listStyleType="none"
          m="0"
          p="0"
        >
          {promos.map((promo, i) => (
            <Box
              as="li"
              key={i}
              h={`${CAROUSEL1_PROMO_HEIGHT}px`}
              borderRadius="md"
              overflow="hidden"
              bg="bg.muted"
              transition="box-shadow 0.2s"
              _hover={{ boxShadow: 'md' }}
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
      ) : null}
    </Flex>
  );
}
