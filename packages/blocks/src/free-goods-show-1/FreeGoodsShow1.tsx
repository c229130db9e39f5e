import { Box } from '@chakra-ui/react';
import type { BlockProps } from '@mall/runtime';
import type { FreeGoodsShow1Options } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { GoodsGridBlock } from '../parts/GoodsGridBlock.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import {
  FREE_GOODS_SHOW_1_FEATURE_HEIGHT,
  FREE_GOODS_SHOW_1_FEATURE_WIDTH,
  FREE_GOODS_SHOW_1_GRID,
} from './free-goods-show-1-layout.ts';
import { freeGoodsShow1Messages } from './free-goods-show-1-messages.ts';

/**
 * A goods showcase with a feature picture: the 285x600 advert on the left opens its link, and beside it
 * at most 6 goods in a 3x2 grid of compact cards, from the block's list or else from its plan or market.
 * A skeleton while plan goods load; nothing when there are no goods (a picture alone sells nothing).
 */
export function FreeGoodsShow1({ name, options }: BlockProps<FreeGoodsShow1Options>) {
  const { t } = useBlockTranslation(freeGoodsShow1Messages);
  const label = name?.trim() || t('freeGoodsShow1.label');
  const feature = (
    <Box
      flexShrink={0}
      w={`${FREE_GOODS_SHOW_1_FEATURE_WIDTH}px`}
      h={`${FREE_GOODS_SHOW_1_FEATURE_HEIGHT}px`}
      borderRadius="md"
      overflow="hidden"
      bg="bg.muted"
    >
      <ImageLink
        url={options.url}
        src={options.img}
        alt={options.imgTitle?.trim() || options.head?.title?.trim() || label}
        imgWidth={FREE_GOODS_SHOW_1_FEATURE_WIDTH}
        imgHeight={FREE_GOODS_SHOW_1_FEATURE_HEIGHT}
        h="100%"
      />
    </Box>
  );
  return <GoodsGridBlock options={options} label={label} layout={FREE_GOODS_SHOW_1_GRID} aside={feature} />;
}
