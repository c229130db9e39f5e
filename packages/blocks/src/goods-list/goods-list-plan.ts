import type { GoodsListOptions } from '@mall/schemas';
import type { PlanRef } from '@mall/runtime';

/** The plan or market a goods showcase takes its goods from; none when the operator listed goods. */
export function goodsListPlan(options: GoodsListOptions): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
