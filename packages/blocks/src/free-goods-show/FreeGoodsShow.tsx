import { Grid } from '@chakra-ui/react';
import { usePlanGoods, type BlockProps } from '@mall/runtime';
import type { FreeGoodsShowOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { GoodsCard } from '../parts/GoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import {
  FREE_GOODS_SHOW_HEIGHT,
  FREE_GOODS_SHOW_MAX,
  FREE_GOODS_SHOW_PER_ROW,
} from './free-goods-show-layout.ts';
import { freeGoodsShowMessages } from './free-goods-show-messages.ts';
import { freeGoodsShowPlan } from './free-goods-show-plan.ts';
import { planTrack } from '../parts/plan-track.ts';

/**
 * The operator's own goods showcase (自选商品): a title row and at most 8 goods, 4 per row, from the
 * block's list or else from its plan or market. Prices in their unit (the enterprise's points wording by
 * default), market price struck through. A skeleton while plan goods load; nothing when there are none.
 */
export function FreeGoodsShow({ name, options }: BlockProps<FreeGoodsShowOptions>) {
  const { t } = useBlockTranslation(freeGoodsShowMessages);
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(freeGoodsShowPlan(options));
  if (!own && isLoading) return <BlockLoading height={FREE_GOODS_SHOW_HEIGHT} />;
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, FREE_GOODS_SHOW_MAX);
  if (goods.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('freeGoodsShow.label')}
      moreUrl={options.moreUrl?.trim() || undefined}
    >
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        templateColumns={`repeat(${FREE_GOODS_SHOW_PER_ROW}, minmax(0, 1fr))`}
        gap={`${GOODS_GAP}px`}
        p={`${GOODS_GAP}px`}
      >
        {goods.map((item, i) => (
          <li key={`${item.skuId}-${i}`}>
            <GoodsCard
              goods={item}
              url={withQuery('/goodsDetail', { skuId: item.skuId, goodsId: item.goodsId })}
              // The runtime checks the goods' plan or market before opening the detail.
              linkOptions={{
                planId: item.planId ?? options.planId,
                marketId: item.marketId ?? options.marketId,
                track: planTrack(i, item.planName, own ? undefined : planGoods?.name),
              }}
            />
          </li>
        ))}
      </Grid>
    </BlockFrame>
  );
}
