import useSWR, { preload } from 'swr';
import type { PlanGoods } from '@mall/schemas';
import { useBlockServices } from '../services/BlockServices.tsx';
import type { BlockServices } from '../services/types.ts';
import type { PlanRef } from '../availability/plan-ref.ts';

/** What `usePlanGoods` answers. */
export interface PlanGoodsLookup {
  planGoods: PlanGoods | undefined;
  error: unknown;
  isLoading: boolean;
}

/** The swr key of a plan's goods; `null` when the ref names neither a plan nor a market. */
export function planGoodsKey(
  ref: PlanRef | undefined,
): readonly ['planGoods', string | undefined, string | undefined] | null {
  const planId = ref?.planId || undefined;
  const marketId = ref?.marketId || undefined;
  return planId || marketId ? ['planGoods', planId, marketId] : null;
}

/** Starts fetching a plan's goods ahead of the block that shows them; the block's `usePlanGoods` picks it up. */
export function prefetchPlanGoods(
  ref: PlanRef | undefined,
  fetchPlanGoods: BlockServices['fetchPlanGoods'],
): void {
  const key = planGoodsKey(ref);
  if (!key) return;
  const [, planId, marketId] = key;
  // A failed prefetch is the block's to report when it asks again; it must not surface as unhandled.
  // On a server render swr's preload does nothing and answers nothing (entry-server.tsx fetches itself).
  void Promise.resolve(preload(key, () => fetchPlanGoods({ planId, marketId }))).catch(() => undefined);
}

/**
 * Goods of a plan or market (with its dates), through swr keyed by `['planGoods', planId, marketId]`
 * so blocks showing the same plan share one request. `ref` undefined (or without ids) fetches nothing.
 */
export function usePlanGoods(ref: PlanRef | undefined): PlanGoodsLookup {
  const services = useBlockServices();
  const key = planGoodsKey(ref);
  const { data, error, isLoading } = useSWR(key, ([, planId, marketId]) =>
    services.fetchPlanGoods({ planId, marketId }),
  );
  // swr says it is loading while it asks again for data it already has (the data a server render
  // came with, read by a block that hydrates later): those goods are shown, as the server showed them.
  return { planGoods: data, error: error as unknown, isLoading: isLoading && data === undefined };
}
