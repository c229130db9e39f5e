import type { Availability, AvailabilityQuery } from '@mall/schemas';

/** A plan or market a block or link refers to. */
export interface PlanRef {
  planId?: string;
  marketId?: string;
}

/** Keys of the ids a ref names (`plan:<id>`, `market:<id>`); empty when it names none. */
export function planRefKeys(ref: PlanRef | undefined): string[] {
  const keys: string[] = [];
  if (ref?.planId) keys.push(`plan:${ref.planId}`);
  if (ref?.marketId) keys.push(`market:${ref.marketId}`);
  return keys;
}

/** One availability query per distinct plan and market id, in first-seen order. */
export function availabilityQueries(refs: Iterable<PlanRef>): AvailabilityQuery[] {
  const seen = new Set<string>();
  const queries: AvailabilityQuery[] = [];
  for (const ref of refs) {
    // Plans and markets are asked separately so each answer maps back to one id.
    if (ref.planId && !seen.has(`plan:${ref.planId}`)) {
      seen.add(`plan:${ref.planId}`);
      queries.push({ planId: ref.planId });
    }
    if (ref.marketId && !seen.has(`market:${ref.marketId}`)) {
      seen.add(`market:${ref.marketId}`);
      queries.push({ marketId: ref.marketId });
    }
  }
  return queries;
}

/**
 * The server's entry for a ref, or `null` when it sent none. A market is more specific than
 * its plan, so a ref naming both is answered by the market's entry when there is one.
 */
export function findAvailability(entries: readonly Availability[], ref: PlanRef): Availability | null {
  if (ref.marketId) {
    const market = entries.find((entry) => entry.marketId === ref.marketId);
    if (market) return market;
  }
  if (ref.planId) {
    const plan = entries.find((entry) => entry.planId === ref.planId && (!ref.marketId || !entry.marketId));
    if (plan) return plan;
  }
  return null;
}
