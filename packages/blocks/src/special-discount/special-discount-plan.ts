import type { PlanRef } from '@mall/runtime';
import type { SpecialDiscountOptions } from '@mall/schemas';

/** The plan or market whose goods and end date a special discount block shows; none when the operator listed goods. */
export function specialDiscountPlan(options: SpecialDiscountOptions): PlanRef | undefined {
  return options.list ? undefined : { planId: options.planId, marketId: options.marketId };
}
