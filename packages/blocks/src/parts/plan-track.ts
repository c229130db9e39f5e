import type { TrackEvent } from '@mall/runtime';

/**
 * The plan fields of a click on goods in a block (spec 01 section 7): `plan_name`, the first
 * non-blank of `names` (the goods' own plan, then the plan or market the block lists), and
 * `plan_rank`, the goods' position in the block counted from 0 as `floor_rank` counts blocks.
 * Passed as a link's `track`; `plan_id` and `plan_status` the runtime adds from the plan it checks.
 */
export function planTrack(rank: number, ...names: (string | null | undefined)[]): Partial<TrackEvent> {
  const name = names.map((each) => each?.trim()).find((each) => each);
  return { plan_rank: rank, ...(name ? { plan_name: name } : {}) };
}
