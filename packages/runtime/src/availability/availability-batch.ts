import type { Availability, AvailabilityQuery } from '@mall/schemas';
import { availabilityQueries, planRefKeys, type PlanRef } from './plan-ref.ts';

/** Where a page's one availability call stands. */
export type AvailabilityBatchState =
  | { status: 'loading' }
  | { status: 'ready'; entries: readonly Availability[] }
  | { status: 'failed'; error: unknown };

/** The one availability call of a page, shared by every block and link on it. */
export interface AvailabilityBatch {
  /** The queries asked, as one text: two batches with the same question ask the same thing. */
  readonly question: string;
  /** Whether the batch asked about every id of `ref` (else the caller asks on its own). */
  covers(ref: PlanRef): boolean;
  /** Settles with the server's entries; rejects when the call failed. Reading it asks, once. */
  readonly entries: Promise<readonly Availability[]>;
  getState(): AvailabilityBatchState;
}

type Check = (queries: AvailabilityQuery[]) => Promise<Availability[]>;

/** How long the same question to the same host is answered by the batch already under way. */
export const AVAILABILITY_REUSE_MS = 1000;

// React's StrictMode (development) plans a page twice, and a header and a body may render the
// same page at once: asking the same host the same question within a second reuses the answer.
// Only in a browser: a server renders pages for several members at once with the same `check`, and
// one member's answer must never be another's.
const inBrowser = typeof document !== 'undefined';
const recent = new WeakMap<Check, { question: string; startedAt: number; batch: AvailabilityBatch }>();

/**
 * Starts one availability call for every plan and market in `refs` (deduplicated).
 * Returns `null` without calling when there is none. `kept`, the batch of the page's previous
 * revision (an operator's edit in the studio), is answered again when it asked the same question
 * and did not fail: an edit that leaves the plans alone asks nothing. `askAtOnce` (the default in a
 * browser) makes the call now; otherwise it waits until something reads `entries`. A question
 * `answered` answers is not asked at all.
 */
export function startAvailabilityBatch(
  check: Check,
  refs: Iterable<PlanRef>,
  kept?: AvailabilityBatch | null,
  {
    askAtOnce = inBrowser,
    answered,
  }: {
    askAtOnce?: boolean;
    /** The answer to a question the page came with (a server render's), which is then not asked again. */
    answered?: (question: string) => readonly Availability[] | undefined;
  } = {},
): AvailabilityBatch | null {
  const queries = availabilityQueries(refs);
  if (queries.length === 0) return null;
  const question = JSON.stringify(queries);
  if (kept && kept.question === question && kept.getState().status !== 'failed') return kept;
  const previous = inBrowser ? recent.get(check) : undefined;
  if (previous && previous.question === question && Date.now() - previous.startedAt < AVAILABILITY_REUSE_MS) {
    return previous.batch;
  }
  const batch = createBatch(check, queries, question, askAtOnce, answered?.(question));
  if (inBrowser) recent.set(check, { question, startedAt: Date.now(), batch });
  return batch;
}

function createBatch(
  check: Check,
  queries: AvailabilityQuery[],
  question: string,
  askAtOnce: boolean,
  answer: readonly Availability[] | undefined,
): AvailabilityBatch {
  const asked = new Set<string>();
  for (const query of queries) for (const key of planRefKeys(query)) asked.add(key);

  let state: AvailabilityBatchState = answer ? { status: 'ready', entries: answer } : { status: 'loading' };
  // A browser asks at once, as the page arrives. A server render plans its page again in each of
  // its passes and needs one answer (the page's swr data, useAvailability.ts), and a browser given
  // that answer with the page reads it from there: the call waits until something reads `entries`.
  let entries: Promise<readonly Availability[]> | undefined = answer ? Promise.resolve(answer) : undefined;
  const ask = (): Promise<readonly Availability[]> => {
    if (entries) return entries;
    let call: Promise<Availability[]>;
    try {
      call = check(queries);
    } catch (error) {
      call = Promise.reject(error);
    }
    entries = Promise.resolve(call).then((answer) => (Array.isArray(answer) ? answer : []));
    entries.then(
      (answer) => (state = { status: 'ready', entries: answer }),
      (error: unknown) => (state = { status: 'failed', error }),
    );
    return entries;
  };
  if (askAtOnce) ask();

  return {
    question,
    covers: (ref) => {
      const keys = planRefKeys(ref);
      return keys.length > 0 && keys.every((key) => asked.has(key));
    },
    get entries() {
      return ask();
    },
    getState: () => state,
  };
}
