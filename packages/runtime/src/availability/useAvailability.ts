import { useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { Availability } from '@mall/schemas';
import { useBlockServices } from '../services/BlockServices.tsx';
import type { AvailabilityBatchState } from './availability-batch.ts';
import { usePageAvailability } from './PageAvailability.tsx';
import { availabilityQueries, findAvailability, type PlanRef } from './plan-ref.ts';

/** What `useAvailability` answers. */
export interface AvailabilityLookup {
  isLoading: boolean;
  /** The server's entry for the plan or market; `null` when it had none (or before it answered). */
  availability: Availability | null;
}

const NO_BATCH: AvailabilityBatchState = { status: 'failed', error: null };
const LOADING: AvailabilityBatchState = { status: 'loading' };
const subscribeNothing = () => () => {};
// On the server, and while the browser hydrates the server's page: still loading. Whether the call
// has answered by the time a block renders is a race on both sides; the same answer on both keeps
// hydration from finding a difference, and the block shows the answer right after.
const whileHydrating = () => LOADING;

/**
 * Whether a plan or market is shown and open for the current user. Inside a `<PageRenderer>` it reads
 * the page's one batched call; elsewhere (a block alone in a story or test) it asks for this ref only.
 * A failed call answers `availability: null`. `ref` undefined (or without ids) asks nothing.
 */
export function useAvailability(ref: PlanRef | undefined): AvailabilityLookup {
  const services = useBlockServices();
  const batch = usePageAvailability();
  const planId = ref?.planId || undefined;
  const marketId = ref?.marketId || undefined;
  const wanted = planId || marketId ? { planId, marketId } : undefined;
  const fromBatch = wanted !== undefined && batch !== null && batch.covers(wanted);

  const batchState = useSyncExternalStore(
    fromBatch ? batch.subscribe : subscribeNothing,
    fromBatch ? batch.getState : () => NO_BATCH,
    fromBatch ? whileHydrating : () => NO_BATCH,
  );
  const alone = useSWR(
    wanted && !fromBatch ? ['availability', planId ?? '', marketId ?? ''] : null,
    async () =>
      findAvailability(await services.checkAvailability(availabilityQueries([{ planId, marketId }])), {
        planId,
        marketId,
      }),
  );

  if (!wanted) return { isLoading: false, availability: null };
  if (fromBatch) {
    if (batchState.status === 'loading') return { isLoading: true, availability: null };
    if (batchState.status === 'failed') return { isLoading: false, availability: null };
    return { isLoading: false, availability: findAvailability(batchState.entries, wanted) };
  }
  return { isLoading: alone.isLoading, availability: alone.data ?? null };
}
