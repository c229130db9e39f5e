import type { PlanRef } from '@mall/runtime';
import type { FreeGoodsShowOptions } from '@mall/schemas';

/** What the free goods shows (every variant) take their goods from: their own list, or else a plan or market. */
export type FreeGoodsSource = Pick<FreeGoodsShowOptions, 'list' | 'planId' | 'marketId'>;

/** The plan or market a free goods show takes its goods from; none when the operator listed goods. */
export function freeGoodsShowPlan(options: FreeGoodsSource): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
