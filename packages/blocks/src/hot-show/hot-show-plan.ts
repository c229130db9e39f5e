import type { PlanRef } from '@mall/runtime';
import type { BlockOptionsByType } from '@mall/schemas';

/** The plan or market a hot list ranks the goods of; none when the operator listed goods. */
export function hotShowPlan(options: BlockOptionsByType['hotShow']): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
