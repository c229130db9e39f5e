import { Box, Flex, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { Carousel5Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockLink } from '../parts/BlockLink.tsx';
import { CarouselRow } from '../parts/CarouselRow.tsx';
import { BARE_LIST } from '../parts/bare-list.ts';
import { useBlockSlideshow } from '../parts/useBlockSlideshow.ts';
import {
  CAROUSEL5_HEIGHT,
  CAROUSEL5_NAV_HEAD_HEIGHT,
  CAROUSEL5_NAV_ROW_HEIGHT,
  CAROUSEL5_NAV_WIDTH,
  CAROUSEL5_SLIDE_WIDTH,
} from './carousel-5-layout.ts';
import { carousel5Messages } from './carousel-5-messages.ts';
import { FOCUS_RING_INSIDE } from '../parts/focus-ring.ts';

type Carousel5NavItem = NonNullable<Carousel5Options['navList']>[number];

/** The category list on the left: a red title row and one line per category. */
function CategoryNav({ items }: { items: readonly Carousel5NavItem[] }) {
  const { t } = useBlockTranslation(carousel5Messages);
  return (
    <Box
      as="nav"
      aria-label={t('carousel5.categories')}
      flex={`0 0 ${CAROUSEL5_NAV_WIDTH}px`}
      h={`${CAROUSEL5_HEIGHT}px`}
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      overflow="hidden"
    >
      <Flex
        align="center"
        h={`${CAROUSEL5_NAV_HEAD_HEIGHT}px`}
        px="6"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        aria-hidden="true"
      >
        {t('carousel5.allCategories')}
      </Flex>
      <Box as="ul" {...BARE_LIST}>
        {items.map((item, i) => (
          <Box as="li" key={i} h={`${CAROUSEL5_NAV_ROW_HEIGHT}px`}>
            <BlockLink
              url={item.url}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              w="100%"
              h="100%"
              px="6"
              fontSize="sm"
              color="fg"
              _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
              _focusVisible={FOCUS_RING_INSIDE}
            >
              <Text as="span" lineClamp={1}>
                {item.name}
              </Text>
              <Text as="span" aria-hidden="true" color="fg.subtle">
                ›
              </Text>
            </BlockLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The home page's top row: a list of up to 12 categories on the left and an 830x453 carousel
 * (5 s, wraps, pauses on hover and focus) beside it, filling the 1200 px page column.
 */
export function Carousel5({ name, options }: BlockProps<Carousel5Options>) {
  const { t } = useBlockTranslation(carousel5Messages);
  const slideshow = useBlockSlideshow(name, options, t('carousel5.label'));
  if (!slideshow) return null;
  const categories = options.navList ?? [];

  return (
    <CarouselRow
      slideshow={slideshow}
      slideWidth={CAROUSEL5_SLIDE_WIDTH}
      height={CAROUSEL5_HEIGHT}
      side={categories.length > 0 ? <CategoryNav items={categories} /> : null}
      sideWidth={CAROUSEL5_NAV_WIDTH}
      sideFirst
    />
  );
}
