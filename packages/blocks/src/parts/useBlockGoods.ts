import { usePlanGoods } from '@mall/runtime';
import type { Goods, PlanGoods } from '@mall/schemas';
import type { LinkOptions } from './BlockLink.tsx';
import { listedGoodsPlan, type ListedGoodsSource } from './listed-goods-plan.ts';
import { planTrack } from './plan-track.ts';

/** What a goods block shows, from {@link useBlockGoods}. */
export interface BlockGoods {
  /** True while the goods of the plan load (never for the operator's own list). */
  loading: boolean;
  /** The goods to show, at most the block's maximum; none while loading, after a failure or when there are none. */
  goods: Goods[];
  /** The plan or market the goods came from; `undefined` for the operator's own list. */
  plan: PlanGoods | undefined;
  /**
   * What opening the goods at `rank` (from 0) needs: the plan or market the runtime checks first (the
   * goods' own, else the block's) and the plan fields of the click (spec 01 section 7).
   */
  linkOptions: (goods: Goods, rank: number) => LinkOptions;
}

/**
 * The goods of a goods block: the operator's own list when it has one, else the goods of its plan or
 * market, cut to `max`. Every goods block shows them alike: a skeleton while `loading`, nothing when
 * `goods` is empty (a failed load included).
 */
export function useBlockGoods(options: ListedGoodsSource, max = Number.POSITIVE_INFINITY): BlockGoods {
  const own = options.list;
  const { planGoods, error, isLoading } = usePlanGoods(listedGoodsPlan(options));
  const plan = own || error ? undefined : planGoods;
  const goods = own ?? plan?.goodsList ?? [];
  return {
    loading: !own && isLoading,
    goods: goods.slice(0, max),
    plan,
    linkOptions: (item, rank) => ({
      planId: item.planId ?? options.planId,
      marketId: item.marketId ?? options.marketId,
      track: planTrack(rank, item.planName, plan?.name),
    }),
  };
}
