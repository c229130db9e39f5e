import { linkPlanRefs, resolveLink, type PlanRef } from '@mall/runtime';
import type { Availability, AvailabilityQuery, NavItem } from '@mall/schemas';

/** Paths of the year-choice and quarter-choice pages, lower-cased (spec 02 section 2). */
const YEAR_PATHS = ['/benefityear', '/yearoptionselection'];
const QUARTER_PATHS = ['/benefitquarter'];

/** Where a nav item leads: a storefront path or another site (opened in a new tab). */
export type NavItemTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/** A nav item the navigation shows. */
export interface ShownNavItem {
  item: NavItem;
  target: NavItemTarget;
}

/** What decides whether an item shows. */
export interface NavItemConditions {
  /** The server's answer for the items' plans and markets; none while it is out. */
  availability: readonly Availability[];
  /** localStorage `isYear` says the member chooses yearly benefits. */
  isYear: boolean;
  /** localStorage `isQuarter` says the member chooses quarterly benefits. */
  isQuarter: boolean;
}

/** Whether a stored benefit flag is on: `'true'` or `'1'`. */
export function benefitFlagOn(stored: string | null): boolean {
  return stored === 'true' || stored === '1';
}

function targetOf(url: string): NavItemTarget | null {
  const resolution = resolveLink(url, { customPage: false });
  if (resolution.kind === 'internal') return { kind: 'internal', path: resolution.path };
  if (resolution.kind === 'external') return { kind: 'external', href: resolution.href };
  // Nav items are paths or web addresses (catalogue.schema.json#navItem); partner codes and the
  // like need the page services the frame does not have, so such an item is left out.
  return null;
}

function pathnameOf(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
}

/**
 * One availability query per plan and market the items' urls name, for a single call; a market is
 * asked for as a market, a plan as a plan.
 */
export function navAvailabilityQueries(items: readonly NavItem[]): AvailabilityQuery[] {
  const seen = new Set<string>();
  const queries: AvailabilityQuery[] = [];
  for (const item of items) {
    const ref = linkPlanRefs(item.url);
    if (ref?.planId && !seen.has(`plan:${ref.planId}`)) {
      seen.add(`plan:${ref.planId}`);
      queries.push({ planId: ref.planId });
    }
    if (ref?.marketId && !seen.has(`market:${ref.marketId}`)) {
      seen.add(`market:${ref.marketId}`);
      queries.push({ marketId: ref.marketId });
    }
  }
  return queries;
}

/** Whether the server shows the plan or market; a market's own answer counts over its plan's. */
function isShown(ref: PlanRef, availability: readonly Availability[]): boolean {
  const market = ref.marketId ? availability.find((entry) => entry.marketId === ref.marketId) : undefined;
  const plan = ref.planId
    ? availability.find((entry) => entry.planId === ref.planId && !entry.marketId)
    : undefined;
  return (market ?? plan)?.isShow === true;
}

/**
 * The items to show, in their order (spec 02 section 2): an item naming a plan or market only when
 * the server says `isShow` for it (not while the answer is out), a year-choice item only with
 * `isYear`, a quarter-choice item only with `isQuarter`, every other item always.
 */
export function visibleNavItems(items: readonly NavItem[], conditions: NavItemConditions): ShownNavItem[] {
  const shown: ShownNavItem[] = [];
  for (const item of items) {
    const target = targetOf(item.url);
    if (!target) continue;
    const ref = linkPlanRefs(item.url);
    if (ref && !isShown(ref, conditions.availability)) continue;
    if (target.kind === 'internal') {
      const pathname = pathnameOf(target.path);
      if (YEAR_PATHS.includes(pathname) && !conditions.isYear) continue;
      if (QUARTER_PATHS.includes(pathname) && !conditions.isQuarter) continue;
    }
    shown.push({ item, target });
  }
  return shown;
}
