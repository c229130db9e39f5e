import { startAvailabilityBatch } from '../availability/availability-batch.ts';
import { prefetchShownPlanGoods } from '../data/prefetch-shown-plan-goods.ts';
import type { BlockPlatform } from '../registry/block-definition.ts';
import type { BlockRegistry } from '../registry/define-registry.ts';
import type { BlockServices } from '../services/types.ts';
import { parsePage } from '../validate/parse-page.ts';
import { collectPlanRefs } from './collect-plan-refs.ts';

/** What {@link preloadPage} needs to know to ask for no more than the page will show. */
export interface PreloadContext {
  registry: BlockRegistry;
  /** Guests never see login-only blocks, so nothing of theirs is fetched. */
  isGuest: boolean;
  /** Blocks of another set are not shown; nothing of theirs is fetched. */
  blockSet?: BlockPlatform | undefined;
  /**
   * The page's availability call: a plan's goods are fetched only once it says the plan is shown.
   * Pass the renderer's own function: asked the same question within a second, the renderer
   * takes this answer instead of asking again.
   */
  checkAvailability: BlockServices['checkAvailability'];
  fetchPlanGoods: BlockServices['fetchPlanGoods'];
}

function typeOf(entry: unknown): string | undefined {
  const type = (entry as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * Starts downloading what a page will need the moment its JSON has arrived: the chunks of its block
 * types, their validators, and the goods of the plans its blocks show (once the page's availability
 * call says they are shown). `<PageRenderer>` asks for the
 * same things when it first renders, which on a phone is a few hundred milliseconds later (the whole
 * frame renders first); it then finds them on their way (issue 8, LCP).
 *
 * Nothing is validated here and nothing is reported: a block that turns out invalid only wasted a
 * request, and a page that is not JSON is the renderer's to report. Never throws.
 */
export function preloadPage(
  input: unknown,
  { registry, isGuest, blockSet, checkAvailability, fetchPlanGoods }: PreloadContext,
): void {
  const parsed = parsePage(input, 'zh-CN');
  if (!parsed.ok) return;
  const shown = parsed.list.flatMap((entry) => {
    const type = typeOf(entry);
    const definition = type === undefined ? undefined : registry.get(type);
    if (!type || !definition) return [];
    if (blockSet && registry.schemas.has(type) && !registry.schemas.blockSets(type).includes(blockSet))
      return [];
    if (definition.requiresLogin && isGuest) return [];
    return [{ type, definition, options: (entry as { options?: unknown }).options }];
  });
  const types = new Set(shown.map((block) => block.type));
  for (const load of registry.preload(types).values()) load.catch(() => undefined);
  for (const type of types) {
    if (registry.schemas.has(type)) registry.schemas.loadValidator(type).catch(() => undefined);
  }
  const refs = shown.map(({ definition, options }) => {
    try {
      return definition.planGoodsOf?.(options as never);
    } catch {
      return undefined;
    }
  });
  if (refs.every((ref) => ref === undefined)) return;
  const batch = startAvailabilityBatch(
    checkAvailability,
    shown.flatMap(({ options }) => collectPlanRefs(options)),
  );
  prefetchShownPlanGoods(batch, refs, fetchPlanGoods);
}
