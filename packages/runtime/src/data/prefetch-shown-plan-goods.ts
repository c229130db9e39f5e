import type { AvailabilityBatch } from '../availability/availability-batch.ts';
import { findAvailability, type PlanRef } from '../availability/plan-ref.ts';
import type { BlockServices } from '../services/types.ts';
import { prefetchPlanGoods } from './usePlanGoods.ts';

/**
 * Starts fetching the goods of the plans the page's blocks show, each once the page's availability
 * call says it is shown to the member. A plan of another enterprise (or one offline) is never asked
 * for: the server refuses it with a 400 (issue 22). A ref the batch did not ask about, or a failed
 * call, prefetches nothing; the block then asks (or not) itself. Only in a browser.
 */
export function prefetchShownPlanGoods(
  batch: AvailabilityBatch | null,
  refs: readonly (PlanRef | undefined)[],
  fetchPlanGoods: BlockServices['fetchPlanGoods'],
): void {
  const wanted = refs.filter(
    (ref): ref is PlanRef => ref !== undefined && batch !== null && batch.covers(ref),
  );
  // A server render fetches the goods its blocks ask for itself (swr's preload does nothing there),
  // and asking for the plans' availability here would make a call in each of its passes.
  if (!batch || wanted.length === 0 || typeof document === 'undefined') return;
  batch.entries.then(
    (entries) => {
      for (const ref of wanted)
        if (findAvailability(entries, ref)?.isShow) prefetchPlanGoods(ref, fetchPlanGoods);
    },
    () => undefined,
  );
}
