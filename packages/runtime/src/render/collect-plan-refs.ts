import type { PlanRef } from '../availability/plan-ref.ts';
import { linkPlanRefs } from '../links/resolve-link.ts';

// Bounds that keep a hostile page (deep nesting, huge lists, cycles in a host's object) cheap.
const MAX_DEPTH = 24;
const MAX_NODES = 20_000;

/**
 * Every plan and market a block's options refer to: `planId`/`marketId` fields at any depth
 * (top level, list items, nested lists) and `planId`/`marketId` query parameters of internal links.
 */
export function collectPlanRefs(options: unknown): PlanRef[] {
  const refs: PlanRef[] = [];
  const seen = new WeakSet<object>();
  const stack: Array<{ value: unknown; depth: number }> = [{ value: options, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    const { value, depth } = stack.pop()!;
    visited += 1;
    if (typeof value === 'string') {
      if (value.includes('planId=') || value.includes('marketId=')) {
        const ref = linkPlanRefs(value);
        if (ref) refs.push(ref);
      }
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value) || depth >= MAX_DEPTH) continue;
    seen.add(value);
    const children: unknown[] = Array.isArray(value) ? value : Object.values(value);
    const ref = ownPlanRef(value);
    if (ref) refs.push(ref);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i], depth: depth + 1 });
  }
  return refs;
}

/** The plan or market a block itself stands for (its top-level `planId`/`marketId`), if any. */
export function ownPlanRef(options: unknown): PlanRef | undefined {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  const { planId, marketId } = options as { planId?: unknown; marketId?: unknown };
  const ref: PlanRef = {
    ...(typeof planId === 'string' && planId !== '' ? { planId } : {}),
    ...(typeof marketId === 'string' && marketId !== '' ? { marketId } : {}),
  };
  return ref.planId || ref.marketId ? ref : undefined;
}
