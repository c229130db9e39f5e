import { Grid } from '@chakra-ui/react';
import { usePlanGoods, type BlockProps } from '@mall/runtime';
import { goodsListPlan } from './goods-list-plan.ts';
import type { GoodsListOptions } from '@mall/schemas';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { goodsListMessages } from './goods-list-messages.ts';
import { BlockFrame } from '../parts/BlockFrame.tsx';
import { BlockLoading } from '../parts/BlockLoading.tsx';
import { GoodsCard } from '../parts/GoodsCard.tsx';
import { GOODS_GAP } from '../parts/layout.ts';
import { withQuery } from '../parts/link-href.ts';
import { GOODS_LIST_HEIGHT } from './goods-list-layout.ts';
import { planTrack } from '../parts/plan-track.ts';

/** The most goods a showcase shows (spec 03 section 9). Defaults to `8`. */
export const GOODS_SHOWCASE_MAX = 8;

/**
 * A goods showcase of at most 8 goods: the operator's own list when the block has one, else the goods
 * of its plan or market. Prices in their unit (points by default), market price struck through.
 */
export function GoodsList({ name, options }: BlockProps<GoodsListOptions>) {
  const { t } = useBlockTranslation(goodsListMessages);
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(goodsListPlan(options));
  if (!own && isLoading) {
    return <BlockLoading height={GOODS_LIST_HEIGHT} />;
  }
  if (!own && error) return null;
  const goods = (own ?? planGoods?.goodsList ?? []).slice(0, GOODS_SHOWCASE_MAX);
  if (goods.length === 0) return null;

  return (
    <BlockFrame
      head={options.head}
      label={name?.trim() || t('goodsList.label')}
      moreUrl={options.moreUrl?.trim() || undefined}
    >
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        templateColumns="repeat(4, minmax(0, 1fr))"
        gap={`${GOODS_GAP}px`}
        p={`${GOODS_GAP}px`}
      >
        {goods.map((item, i) => (
          <li key={`${item.skuId}-${i}`}>
            <GoodsCard
              goods={item}
              url={withQuery('/goodsDetail', { skuId: item.skuId, goodsId: item.goodsId })}
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
