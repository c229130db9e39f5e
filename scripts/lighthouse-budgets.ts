// The budgets of `npm run lighthouse` (issue 8) and how a page over them is explained.
import type { Result } from 'lighthouse';

/**
 * Budgets that fail CI, each a ratio to an anchor measured in the same run (scripts/anchors): a page's
 * performance score at most {@link MAX_POINTS_UNDER_FLOOR} under the stack floor's (our stack with nothing
 * on the page) and at most {@link MAX_POINTS_UNDER_PUCK} under Puck's `<Render>` of 100 items; and a
 * cumulative layout shift of at most 0.05.
 *
 * The score is judged against the anchors, not a fixed 90: it follows the machine. On 2026-11-27 the
 * build that had scored 90 to 98 in CI three days before scored 71 and 77 on / and /cart, and CI failed
 * a later build for the machine's speed; the anchors, measured in the same run, move with the machine.
 */
export const MAX_CLS = 0.05;

/**
 * How far under the stack floor a page may score: a ratchet at the distance of 2026-11-27 with the
 * floor's own run-to-run spread (about 4 points) added (floor 83; / 71, /goodsList 74, /goodsDetail 74,
 * /cart 75). Issue 26's target is 8 points above the floor ({@link TARGETS}).
 */
export const MAX_POINTS_UNDER_FLOOR = 18;

/**
 * How far under Puck's `<Render>` a page may score. Looser than the floor's on purpose: Puck's page
 * blocks the main thread for 10 ms, so its score hardly moves when the machine is loaded while ours
 * does (on 2026-12-05, idle: Puck 96, / 78 to /cart 89; under load our pages have scored in the 70s),
 * and a tight budget against it would measure the machine again. Issue 26's target is 2 points under it.
 */
export const MAX_POINTS_UNDER_PUCK = 30;

/**
 * Issue 26's targets, printed with the distance to them but not failing CI until they are met: a score
 * of at least the floor's + 8 and Puck's - 2, blocking time at most a third of the floor's, and at most
 * 170 kB of JavaScript (as served) in the first load, under Puck's.
 */
export const TARGETS = { pointsOverFloor: 8, pointsUnderPuck: 2, tbtShareOfFloor: 1 / 3, maxScriptKb: 170 };

/** What one Lighthouse run found on one page. */
export interface PageFigures {
  page: string;
  /** The performance category's score, 0 to 100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The JavaScript the load fetched, as it travelled (compressed), in kB. */
  scriptKb: number;
  /** The audits that cost the page the most, best explanation first, one line each. */
  costliest: string[];
}

export interface BudgetFailure {
  page: string;
  reasons: string[];
  costliest: string[];
}

/**
 * A page's figures from several runs: the run with the median performance score (the middle one, or
 * the lower middle of an even count), with every run's score kept beside it. Lighthouse's own advice
 * for its run-to-run spread, which is several points here.
 */
export function medianRun(runs: readonly PageFigures[]): PageFigures & { scores: number[] } {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, scores: runs.map((run) => run.performance) };
}

/** Reads `--runs=3`: how many times each page is measured. Defaults to `fallback`. */
export function runsPerPage(argv: readonly string[], fallback = 3): number {
  const given = argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  if (given === undefined) return fallback;
  const runs = Number(given);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs takes 1 to 9, not "${given}"`);
  return runs;
}

/** The two budgets, by the name `--enforce` takes. */
export type Budget = 'performance' | 'cls';
export const BUDGETS: readonly Budget[] = ['performance', 'cls'];

/** Reads `--enforce=cls` (or `--enforce=performance,cls`, the default) from the command line. */
export function enforcedBudgets(argv: readonly string[]): Budget[] {
  const given = argv.find((arg) => arg.startsWith('--enforce='))?.slice('--enforce='.length);
  if (given === undefined) return [...BUDGETS];
  const names = given.split(',').filter(Boolean);
  const unknown = names.filter((name) => !BUDGETS.includes(name as Budget));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`--enforce takes ${BUDGETS.join(', ')} (comma separated), not "${given}"`);
  }
  return names as Budget[];
}

/** The anchors' median runs of the same measurement. */
export interface AnchorFigures {
  floor: Pick<PageFigures, 'performance' | 'tbtMs'>;
  puck: Pick<PageFigures, 'performance'>;
}

/** The pages over an enforced budget, each with the budgets it broke. */
export function budgetFailures(
  figures: PageFigures[],
  { floor, puck }: AnchorFigures,
  enforced: readonly Budget[] = BUDGETS,
): BudgetFailure[] {
  return failuresOf(figures, (f) => [
    ...(enforced.includes('performance') && f.performance < floor.performance - MAX_POINTS_UNDER_FLOOR
      ? [`performance ${f.performance} < the stack floor's ${floor.performance} - ${MAX_POINTS_UNDER_FLOOR}`]
      : []),
    ...(enforced.includes('performance') && f.performance < puck.performance - MAX_POINTS_UNDER_PUCK
      ? [`performance ${f.performance} < Puck's ${puck.performance} - ${MAX_POINTS_UNDER_PUCK}`]
      : []),
    ...(enforced.includes('cls') && !(f.cls <= MAX_CLS) ? [`CLS ${f.cls.toFixed(3)} > ${MAX_CLS}`] : []),
  ]);
}

/** The pages short of issue 26's {@link TARGETS}, each with what it misses and by how much. */
export function targetMisses(figures: PageFigures[], { floor, puck }: AnchorFigures): BudgetFailure[] {
  const minScore = Math.max(
    floor.performance + TARGETS.pointsOverFloor,
    puck.performance - TARGETS.pointsUnderPuck,
  );
  const maxTbt = floor.tbtMs * TARGETS.tbtShareOfFloor;
  return failuresOf(figures, (f) => [
    ...(f.performance < minScore ? [`performance ${f.performance} < ${minScore}`] : []),
    ...(f.tbtMs > maxTbt ? [`TBT ${Math.round(f.tbtMs)} ms > ${Math.round(maxTbt)} ms`] : []),
    ...(f.scriptKb > TARGETS.maxScriptKb
      ? [`JS ${f.scriptKb.toFixed(0)} kB > ${TARGETS.maxScriptKb} kB`]
      : []),
  ]);
}

function failuresOf(figures: PageFigures[], reasonsOf: (f: PageFigures) => string[]): BudgetFailure[] {
  return figures.flatMap((f) => {
    const reasons = reasonsOf(f);
    return reasons.length > 0 ? [{ page: f.page, reasons, costliest: f.costliest }] : [];
  });
}

/**
 * The performance audits (opportunities and diagnostics) a page did not pass, costliest first: by the
 * metric time they would save (a layout shift counts as much as a second per 0.01), then by their
 * own measure. Each line names the audit, what it found and its id.
 */
export function costliestAudits(lhr: Result, count = 5): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const candidates = refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1);
  const cost = (audit: Result['audits'][string]) => {
    const savings = audit.metricSavings ?? {};
    const metricMs = Math.max(
      savings.LCP ?? 0,
      savings.FCP ?? 0,
      savings.TBT ?? 0,
      (savings.CLS ?? 0) * 100_000,
    );
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    return [metricMs, details?.overallSavingsMs ?? 0, audit.numericValue ?? 0];
  };
  return candidates
    .map((audit) => ({ audit, cost: cost(audit!) }))
    .sort((a, b) => b.cost[0]! - a.cost[0]! || b.cost[1]! - a.cost[1]! || b.cost[2]! - a.cost[2]!)
    .slice(0, count)
    .map(
      ({ audit }) => `${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ''} (${audit!.id})`,
    );
}
