import { Grid } from '@chakra-ui/react';
import { usePlanGoods, type BlockProps } from '@mall/runtime';
import type { FreeGoodsShow2Options } from '@mall/schemas';
import { freeGoodsShowPlan } from '../free-goods-show/free-goods-show-plan.ts';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { CompactGoodsCard } from '../parts/CompactGoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import {
  FREE_GOODS_SHOW_2_BORDER,
  FREE_GOODS_SHOW_2_CARD_HEIGHT,
  FREE_GOODS_SHOW_2_HEIGHT,
  FREE_GOODS_SHOW_2_MAX,
  FREE_GOODS_SHOW_2_PER_ROW,
} from './free-goods-show-2-layout.ts';
import { freeGoodsShow2Messages } from './free-goods-show-2-messages.ts';
import { planTrack } from '../parts/plan-track.ts';

/** Colour of the head band when the operator sets none: the brand's lightest tint. */
const DEFAULT_BAND_COLOR = 'brand.subtle';

/**
 * A goods floor: a coloured head band (`head.bgColor`) over at most 10 goods, 5 per row, in compact
 * cards, from the block's list or else from its plan or market. A skeleton while plan goods load;
 * nothing when there are none.
 */
export function FreeGoodsShow2({ name, options }: BlockProps<FreeGoodsShow2Options>) {
  const { t } = useBlockTranslation(freeGoodsShow2Messages);
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(freeGoodsShowPlan(options));
  if (!own && isLoading) return <BlockLoading height={FREE_GOODS_SHOW_2_HEIGHT} />;
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, FREE_GOODS_SHOW_2_MAX);
  if (goods.length === 0) return null;

  return (
    <BlockFrame
      head={{ ...options.head, bgColor: options.head?.bgColor ?? DEFAULT_BAND_COLOR }}
      label={name?.trim() || t('freeGoodsShow2.label')}
      moreUrl={options.moreUrl?.trim() || undefined}
      bg="bg"
      borderWidth={`${FREE_GOODS_SHOW_2_BORDER}px`}
      borderColor="border.muted"
      borderRadius="md"
      overflow="hidden"
    >
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        templateColumns={`repeat(${FREE_GOODS_SHOW_2_PER_ROW}, minmax(0, 1fr))`}
        gap={`${GOODS_GAP}px`}
        p={`${GOODS_GAP}px`}
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
              height={FREE_GOODS_SHOW_2_CARD_HEIGHT}
            />
          </li>
        ))}
      </Grid>
    </BlockFrame>
  );
}
