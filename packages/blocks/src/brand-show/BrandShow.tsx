import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { BrandShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { BrandLogo } from '../parts/BrandLogo.tsx';
import { CARD_FRAME } from '../parts/card-style.ts';
import { FOCUS_RING } from '../parts/focus-ring.ts';
import { ListGrid } from '../parts/ListGrid.tsx';
import {
  BRAND_SHOW_CELL_HEIGHT,
  BRAND_SHOW_GAP,
  BRAND_SHOW_MAX_BRANDS,
  BRAND_SHOW_PER_ROW,
} from './brand-show-layout.ts';
import { brandShowMessages } from './brand-show-messages.ts';

/**
 * A brand wall: the first 18 logos (160x80), 6 per line, each opening its link. Logos are grey and
 * a little faded until the pointer or keyboard focus is on them. An empty list renders nothing.
 */
export function BrandShow({ name, options }: BlockProps<BrandShowOptions>) {
  const { t } = useBlockTranslation(brandShowMessages);
  const brands = options.list.slice(0, BRAND_SHOW_MAX_BRANDS);
  if (brands.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('brandShow.label')}
      moreUrl={options.moreUrl}
      bg="bg"
      borderRadius="md"
    >
      <ListGrid
        columns={BRAND_SHOW_PER_ROW}
        p={`${BRAND_SHOW_GAP}px`}
        gap={`${BRAND_SHOW_GAP}px`}
        autoRows={`${BRAND_SHOW_CELL_HEIGHT}px`}
      >
        {brands.map((brand, index) => (
          <Box as="li" key={index}>
            <BlockLink
              url={brand.url}
              display="flex"
              alignItems="center"
              justifyContent="center"
              h="100%"
              {...CARD_FRAME}
              transition="border-color 0.2s, box-shadow 0.2s"
              _hover={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
              _focusVisible={FOCUS_RING}
              // Grey until the brand is pointed at or focused, as brand walls on JD and Tmall do.
              css={{
                '& img': { filter: 'grayscale(1)', opacity: 0.7, transition: 'filter 0.2s, opacity 0.2s' },
                '&:hover img, &:focus-visible img': { filter: 'none', opacity: 1 },
              }}
            >
              <BrandLogo src={brand.img} alt={brand.name} />
            </BlockLink>
          </Box>
        ))}
      </ListGrid>
    </BlockFrame>
  );
}
