import useSWR from 'swr';
import type { PlanGoods } from '@mall/schemas';
import { useBlockServices } from '../services/BlockServices.tsx';
import type { PlanRef } from '../availability/plan-ref.ts';

/** What `usePlanGoods` answers. */
export interface PlanGoodsLookup {
  planGoods: PlanGoods | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * Goods of a plan or market (with its dates), through swr keyed by `['planGoods', planId, marketId]`
 * so blocks showing the same plan share one request. `ref` undefined (or without ids) fetches nothing.
 */
export function usePlanGoods(ref: PlanRef | undefined): PlanGoodsLookup {
  const services = useBlockServices();
  const planId = ref?.planId || undefined;
  const marketId = ref?.marketId || undefined;
  const { data, error, isLoading } = useSWR(planId || marketId ? ['planGoods', planId, marketId] : null, () =>
    services.fetchPlanGoods({ planId, marketId }),
  );
  return { planGoods: data, error: error as unknown, isLoading };
}
