import type { PlanRef } from '@mall/runtime';
import type { Goods } from '@mall/schemas';

/** What a goods block takes its goods from: the operator's own list, else a plan or market. */
export interface ListedGoodsSource {
  list?: Goods[];
  planId?: string;
  marketId?: string;
}

/**
 * The plan or market a goods block takes its goods from; none when the operator listed goods. The
 * block's definition fetches it as the page arrives, and `useBlockGoods` reads the same answer.
 */
export function listedGoodsPlan(options: ListedGoodsSource): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
