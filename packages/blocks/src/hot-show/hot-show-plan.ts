import type { PlanRef } from '@mall/runtime';
import type { HotShowOptions } from '@mall/schemas';

/** The plan or market a hot list ranks the goods of; none when the operator listed goods. */
export function hotShowPlan(options: HotShowOptions): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
