import { Box, Text } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { DiscountAdvertOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLink } from '../parts/BlockLink.tsx';
import { FixedImage } from '../parts/FixedImage.tsx';
import { ListGrid } from '../parts/ListGrid.tsx';
import {
  DISCOUNT_ADVERT_GAP,
  DISCOUNT_ADVERT_HEIGHT,
  DISCOUNT_ADVERT_MAX,
  discountAdvertWidth,
} from './discount-advert-layout.ts';
import { discountAdvertMessages } from './discount-advert-messages.ts';

/**
 * A row of 2 to 4 equal advert pictures, 200 px high across the 1200 px column, each opening its link
 * and optionally captioned with its discount (满199减50) on the lower left corner. Nothing without pictures.
 */
export function DiscountAdvert({ name, options }: BlockProps<DiscountAdvertOptions>) {
  const { t } = useBlockTranslation(discountAdvertMessages);
  const items = options.list.slice(0, DISCOUNT_ADVERT_MAX);
  if (items.length === 0) return null;
  const label = name?.trim() || t('discountAdvert.label');
  const width = discountAdvertWidth(items.length);

  return (
    <BlockFrame label={label}>
      <ListGrid columns={items.length} gap={`${DISCOUNT_ADVERT_GAP}px`}>
        {items.map((item, i) => {
          const discount = item.discount?.trim();
          return (
            <Box as="li" key={i} style={{ aspectRatio: `${width} / ${DISCOUNT_ADVERT_HEIGHT}` }}>
              <BlockLink
                url={item.url}
                display="block"
                position="relative"
                h="100%"
                borderRadius="md"
                overflow="hidden"
                transition="opacity 0.2s"
                _hover={{ opacity: 0.9 }}
              >
                <FixedImage
                  src={item.img}
                  alt={item.title?.trim() || label}
                  imgWidth={Math.round(width)}
                  imgHeight={DISCOUNT_ADVERT_HEIGHT}
                />
                {discount ? (
                  <Text
                    as="span"
                    position="absolute"
                    left="3"
                    bottom="3"
                    px="3"
                    py="0.5"
                    bg="price"
                    color="white"
                    fontSize="sm"
                    fontWeight="bold"
                    borderRadius="full"
                    boxShadow="sm"
                  >
                    {discount}
                  </Text>
                ) : null}
              </BlockLink>
            </Box>
          );
        })}
      </ListGrid>
    </BlockFrame>
  );
}
