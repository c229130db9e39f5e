import { Box, Flex, Image, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { GoodLifeBrandShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BrandLogo } from '../parts/BrandLogo.tsx';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { ListGrid } from '../parts/ListGrid.tsx';
import {
  GOOD_LIFE_BRAND_GAP,
  GOOD_LIFE_BRANDS_PER_ROW,
  GOOD_LIFE_FEATURED_HEIGHT,
  GOOD_LIFE_FEATURED_WIDTH,
  GOOD_LIFE_MAX_BRANDS,
} from './good-life-brand-show-layout.ts';
import { goodLifeBrandShowMessages } from './good-life-brand-show-messages.ts';

type GoodLifeFeaturedBrand = NonNullable<GoodLifeBrandShowOptions['featured']>;

/** The featured brand: its 390x260 picture with the name and slogan over a dark fade at the bottom. */
function FeaturedBrand({ brand }: { brand: GoodLifeFeaturedBrand }) {
  return (
    <BlockLink
      url={brand.url}
      position="relative"
      display="block"
      flexShrink={0}
      w={`${GOOD_LIFE_FEATURED_WIDTH}px`}
      h={`${GOOD_LIFE_FEATURED_HEIGHT}px`}
      borderRadius="lg"
      overflow="hidden"
      color="white"
      _hover={{ '& img': { transform: 'scale(1.04)' } }}
      _focusVisible={FOCUS_RING}
    >
      <Image
        src={brand.img}
        alt={brand.name}
        htmlWidth={GOOD_LIFE_FEATURED_WIDTH}
        htmlHeight={GOOD_LIFE_FEATURED_HEIGHT}
        loading="lazy"
        w="100%"
        h="100%"
        fit="cover"
        transition="transform 0.3s"
      />
      <Box
        position="absolute"
        insetX="0"
        bottom="0"
        px="5"
        pt="10"
        pb="4"
        bgGradient="to-t"
        gradientFrom="blackAlpha.700"
        gradientTo="transparent"
      >
        {/* The picture's alt already names the link. */}
        <Text fontSize="2xl" fontWeight="bold" lineClamp={1} aria-hidden="true">
          {brand.name}
        </Text>
        {brand.slogan ? (
          <Text fontSize="sm" opacity={0.9} lineClamp={1}>
            {brand.slogan}
          </Text>
        ) : null}
      </Box>
    </BlockLink>
  );
}

/**
 * The good-life brand show: one featured brand (390x260 picture, name and slogan) and beside it up to
 * 8 brand logos (160x80), 4 per line. Renders nothing without a featured brand and logos.
 */
export function GoodLifeBrandShow({ name, options }: BlockProps<GoodLifeBrandShowOptions>) {
  const { t } = useBlockTranslation(goodLifeBrandShowMessages);
  const brands = (options.list ?? []).slice(0, GOOD_LIFE_MAX_BRANDS);
  const featured = options.featured;
  if (!featured && brands.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('goodLifeBrandShow.label')}
      bg="bg"
      borderRadius="lg"
    >
      <Flex gap={`${GOOD_LIFE_BRAND_GAP}px`} p={`${GOOD_LIFE_BRAND_GAP}px`}>
        {featured ? <FeaturedBrand brand={featured} /> : null}
        {brands.length > 0 ? (
          <ListGrid
            columns={GOOD_LIFE_BRANDS_PER_ROW}
            flex="1"
            minW="0"
            h={`${GOOD_LIFE_FEATURED_HEIGHT}px`}
            gap={`${GOOD_LIFE_BRAND_GAP}px`}
            templateRows="repeat(2, minmax(0, 1fr))"
          >
            {brands.map((brand, index) => (
              <Box as="li" key={index} minH="0">
                <BlockLink
                  url={brand.url}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  justifyContent="center"
                  gap="1"
                  h="100%"
                  bg="bg.subtle"
                  borderRadius="lg"
                  transition="transform 0.2s, box-shadow 0.2s"
                  _hover={{ transform: 'translateY(-2px)', boxShadow: 'md', bg: 'bg' }}
                  _focusVisible={FOCUS_RING}
                >
                  <BrandLogo src={brand.img} alt={brand.name} />
                  <Text fontSize="xs" color="fg.muted" lineClamp={1} aria-hidden="true">
                    {brand.name}
                  </Text>
                </BlockLink>
              </Box>
            ))}
          </ListGrid>
        ) : null}
      </Flex>
    </BlockFrame>
  );
}
