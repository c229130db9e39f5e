import { planPage, sameContext, type PagePlan, type PlanContext } from './page-plan.ts';

/**
 * What {@link preloadPage} needs: the context the page's renderer will have (its registry, locale,
 * user, block set, slot and calls), so that the renderer can take the plan instead of making another.
 */
export type PreloadContext = PlanContext;

interface Preloaded {
  input: unknown;
  context: PlanContext;
  plan: PagePlan;
  at: number;
}

/**
 * A plan waits this long for its renderer. It bridges the page's arrival and its first render (a few
 * hundred milliseconds on a phone, seconds on a slow one); a page rendered later (a page preloaded
 * but opened minutes after) is planned afresh, so its plans' availability is asked again.
 */
const WAITS_MS = 10_000;
/** The plans kept at once: a home page with its English version, and a custom page with its header. */
const KEPT = 4;

const preloaded: Preloaded[] = [];

/**
 * Plans a page the moment its JSON has arrived, before its renderer exists: every chunk of its block
 * types, their validators, its one availability call and the goods of the plans its blocks show start
 * now (see `planPage`). `<PageRenderer>`, given the same page text in the same context, takes this
 * plan ({@link takePreloadedPlan}) rather than making its own: the page is parsed and planned once,
 * and the renderer draws what is already on its way (issue 8, LCP; issue 27, one owner of a plan).
 *
 * Nothing is reported here: the renderer reports what the plan found. Never throws.
 */
export function preloadPage(input: unknown, context: PreloadContext): void {
  try {
    const plan = planPage(input, context);
    preloaded.unshift({ input, context, plan, at: Date.now() });
    preloaded.length = Math.min(preloaded.length, KEPT);
  } catch {
    // A plan that cannot be made now is made by the renderer, which reports why.
  }
}

/**
 * The plan {@link preloadPage} made of this very page text in this context, once: a second renderer
 * of the same page (another slot, a remount) plans for itself. `undefined` when there is none.
 */
export function takePreloadedPlan(input: unknown, context: PlanContext): PagePlan | undefined {
  const now = Date.now();
  const at = preloaded.findIndex(
    (entry) => entry.input === input && now - entry.at <= WAITS_MS && sameContext(entry.context, context),
  );
  if (at < 0) return undefined;
  const [entry] = preloaded.splice(at, 1);
  return entry!.plan;
}
