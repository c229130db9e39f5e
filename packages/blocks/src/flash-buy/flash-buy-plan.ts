import type { FlashBuyOptions } from '@mall/schemas';
import type { PlanRef } from '@mall/runtime';

/** The plan or market whose sale a flash-buy block shows. */
export function flashBuyPlan(options: FlashBuyOptions): PlanRef {
  return { planId: options.planId, marketId: options.marketId };
}
