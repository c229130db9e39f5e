import { Box, Flex, Grid } from '@chakra-ui/react';
import { usePlanGoods, type BlockProps } from '@mall/runtime';
import type { FreeGoodsShow1Options } from '@mall/schemas';
import { freeGoodsShowPlan } from '../free-goods-show/free-goods-show-plan.ts';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { CompactGoodsCard } from '../parts/CompactGoodsCard.tsx';
import { ImageLink } from '../parts/ImageLink.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import {
  FREE_GOODS_SHOW_1_CARD_HEIGHT,
  FREE_GOODS_SHOW_1_FEATURE_HEIGHT,
  FREE_GOODS_SHOW_1_FEATURE_WIDTH,
  FREE_GOODS_SHOW_1_HEIGHT,
  FREE_GOODS_SHOW_1_MAX,
  FREE_GOODS_SHOW_1_PER_ROW,
} from './free-goods-show-1-layout.ts';
import { freeGoodsShow1Messages } from './free-goods-show-1-messages.ts';
import { planTrack } from '../parts/plan-track.ts';

/**
 * A goods showcase with a feature picture: the 285x600 advert on the left opens its link, and beside it
 * at most 6 goods in a 3x2 grid of compact cards, from the block's list or else from its plan or market.
 * A skeleton while plan goods load; nothing when there are no goods (a picture alone sells nothing).
 */
export function FreeGoodsShow1({ name, options }: BlockProps<FreeGoodsShow1Options>) {
  const { t } = useBlockTranslation(freeGoodsShow1Messages);
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(freeGoodsShowPlan(options));
  if (!own && isLoading) return <BlockLoading height={FREE_GOODS_SHOW_1_HEIGHT} />;
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, FREE_GOODS_SHOW_1_MAX);
  if (goods.length === 0) return null;
  const label = name?.trim() || t('freeGoodsShow1.label');

  return (
    <BlockFrame head={options.head} label={label} moreUrl={options.moreUrl?.trim() || undefined}>
      <Flex gap={`${GOODS_GAP}px`} p={`${GOODS_GAP}px`} align="flex-start">
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
        <Grid
          as="ul"
          listStyleType="none"
          m="0"
          flex="1"
          minW="0"
          templateColumns={`repeat(${FREE_GOODS_SHOW_1_PER_ROW}, minmax(0, 1fr))`}
          gap={`${GOODS_GAP}px`}
        >
          {goods.map((item, i) => (
            <li key={`${item.skuId}-${i}`}>
              <CompactGoodsCard
                goods={item}
                url={withQuery('/goodsDetail', { skuId: item.skuId, goodsId: item.goodsId })}
                // The runtime checks the goods' plan or market before opening the detail.
                linkOptions={{
                  planId: item.planId ?? options.planId,
                  marketId: item.marketId ?? options.marketId,
                  track: planTrack(i, item.planName, own ? undefined : planGoods?.name),
                }}
                height={FREE_GOODS_SHOW_1_CARD_HEIGHT}
              />
            </li>
          ))}
        </Grid>
      </Flex>
    </BlockFrame>
  );
}
