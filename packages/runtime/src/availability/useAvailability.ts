import useSWR from 'swr';
import type { Availability } from '@mall/schemas';
import { useBlockServices } from '../services/BlockServices.tsx';
import type { AvailabilityBatch, AvailabilityBatchState } from './availability-batch.ts';
import { usePageAvailability } from './PageAvailability.tsx';
import { availabilityQueries, findAvailability, type PlanRef } from './plan-ref.ts';

/** What `useAvailability` answers. */
export interface AvailabilityLookup {
  isLoading: boolean;
  /** The server's entry for the plan or market; `null` when it had none (or before it answered). */
  availability: Availability | null;
}

const LOADING: AvailabilityBatchState = { status: 'loading' };

/**
 * The swr key of a page's availability call for a member (`userId` '' for a guest): a server render
 * sends its answer under it, and a page planned from that render reads it there (`PlanContext`).
 */
export function pageAvailabilityKey(question: string, userId: string): readonly [string, string, string] {
  return ['pageAvailability', question, userId];
}

/**
 * The page's one availability call, read as swr data keyed by its question and the member. A server
 * render fetches it like any swr data of the page and sends it with the HTML (storefront
 * entry-server.tsx), so the blocks waiting on it are drawn on the server as the browser's first
 * render draws them, and they hydrate from the same answer without asking. In the browser swr's
 * fetcher is the batch's call, already under way; a page drawn again later shows the answer it had,
 * and swr asks again, as for all its data. `batch` null asks nothing.
 */
function usePageBatch(batch: AvailabilityBatch | null): AvailabilityBatchState {
  const { user } = useBlockServices();
  const { data, error } = useSWR(
    batch ? pageAvailabilityKey(batch.question, user?.id ?? '') : null,
    () => batch!.entries,
    // The batch failed once for the page; asking it again answers the same failure.
    { shouldRetryOnError: false },
  );
  if (data) return { status: 'ready', entries: data };
  if (error !== undefined) return { status: 'failed', error };
  return LOADING;
}

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

  const batchState = usePageBatch(fromBatch ? batch : null);
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

/** What `useShownPlans` answers. */
export interface ShownPlansLookup {
  isLoading: boolean;
  /** Per ref, in order: whether it is shown. A ref naming no plan or market is shown. */
  shown: boolean[];
}

/**
 * Whether each of several plans or markets is shown to the current user (tabs of one block, say),
 * read like `useAvailability`: from the page's one call inside a `<PageRenderer>`, else in one call
 * of their own. A failed call shows none of them; while it is out it loads.
 */
export function useShownPlans(refs: readonly (PlanRef | undefined)[]): ShownPlansLookup {
  const services = useBlockServices();
  const batch = usePageAvailability();
  const wanted = refs.filter((ref): ref is PlanRef => Boolean(ref?.planId || ref?.marketId));
  const fromBatch = wanted.length > 0 && batch !== null && wanted.every((ref) => batch.covers(ref));
  const batchState = usePageBatch(fromBatch ? batch : null);
  const queries = availabilityQueries(wanted);
  const alone = useSWR(
    wanted.length > 0 && !fromBatch ? ['availability', JSON.stringify(queries)] : null,
    () => services.checkAvailability(queries),
  );

  const named = (ref: PlanRef | undefined) => Boolean(ref?.planId || ref?.marketId);
  const answer = (entries: readonly Availability[] | undefined, isLoading: boolean): ShownPlansLookup => ({
    isLoading,
    shown: refs.map(
      (ref) => !named(ref) || (entries !== undefined && findAvailability(entries, ref!)?.isShow === true),
    ),
  });
  if (wanted.length === 0) return answer(undefined, false);
  if (fromBatch) {
    if (batchState.status === 'loading') return answer(undefined, true);
    return answer(batchState.status === 'ready' ? batchState.entries : undefined, false);
  }
  return answer(alone.data, alone.isLoading);
}
