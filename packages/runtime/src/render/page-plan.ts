import type { Availability, AvailabilityQuery, BlockType, CompiledValidator } from '@mall/schemas';
import type { BlockServices, Locale } from '../services/types.ts';
import { prefetchShownPlanGoods } from '../data/prefetch-shown-plan-goods.ts';
import { formatMessage } from '../i18n/format-message.ts';
import { startAvailabilityBatch, type AvailabilityBatch } from '../availability/availability-batch.ts';
import { drawnAtOnce } from './drawn-at-once.ts';
import type { PlanRef } from '../availability/plan-ref.ts';
import type { AnyBlockDefinition, BlockPlatform, BlockSlot } from '../registry/block-definition.ts';
import { blockSetDiagnostic } from '../validate/check-block-set.ts';
import type { AnyBlockComponent, BlockRegistry } from '../registry/define-registry.ts';
import { checkBlock, type ValidatedBlock } from '../validate/check-block.ts';
import type { BlockDiagnostic, PageError } from '../validate/diagnostics.ts';
import { parsePage } from '../validate/parse-page.ts';
import { screenBlocks, type ScreenedBlock } from '../validate/screen-blocks.ts';
import { collectPlanRefs, ownPlanRef } from './collect-plan-refs.ts';
import { fulfilled, fulfilledValue, markSettling } from './settled-promise.ts';
import { errorDetail } from '../validate/error-detail.ts';

/** A block's code and checked options once both have arrived, or why it will not render. */
export type BlockReady =
  | { ok: true; Component: AnyBlockComponent; block: ValidatedBlock }
  | { ok: false; diagnostic: BlockDiagnostic };

/** What the renderer does with one list item. */
export type PlannedBlock =
  /** Known to be bad before anything loads (not an object, no key, duplicate, unknown type...). */
  | { kind: 'diagnostic'; index: number; diagnostic: BlockDiagnostic }
  /** Not for this user (a login-only block for a guest): nothing, and nothing to report. */
  | { kind: 'hidden'; index: number }
  | {
      kind: 'block';
      /**
       * Who the block is on screen (its React key). A revision of the page (the studio's preview,
       * redrawn on every edit) keeps it while the block keeps its key and type, so the block is
       * updated in place, not mounted again; a new page gives every block a new one.
       */
      id: string;
      index: number;
      key: string;
      type: BlockType;
      definition: AnyBlockDefinition;
      /** The plan or market the block itself stands for; hidden when it is not shown. */
      ownRef: PlanRef | undefined;
      /** Its code and checked options: the check is made when this is first read. */
      readonly ready: Promise<BlockReady>;
    };

/** Everything the renderer needs, started the moment the page arrives. */
export interface PagePlan {
  /** Distinguishes plans so a new page remounts its blocks (fresh boundaries and skeletons). */
  serial: number;
  pageError?: PageError;
  blocks: PlannedBlock[];
  /** The page's one availability call; `null` when no block refers to a plan or market. */
  batch: AvailabilityBatch | null;
  /** Diagnostics already reported, so each is reported once. */
  reported: Set<string>;
  /** What the plan was made from, for the next revision of the page; `null` for a page error. */
  basis: { items: readonly unknown[]; context: PlanContext } | null;
}

type PlannedRender = Extract<PlannedBlock, { kind: 'block' }>;

/** What `planPage` needs from the host. */
export interface PlanContext {
  registry: BlockRegistry;
  locale: Locale;
  isGuest: boolean;
  /** The block set of the page; blocks of other sets become `wrong-platform`. Defaults to no check (Storybook, one block). */
  blockSet?: BlockPlatform | undefined;
  /**
   * Plan only the blocks of this slot (custom-page mode renders the page in three places). `body`
   * also carries every problem found before the type is known. Defaults to every block.
   */
  slot?: BlockSlot | undefined;
  checkAvailability: (queries: AvailabilityQuery[]) => Promise<Availability[]>;
  fetchPlanGoods: BlockServices['fetchPlanGoods'];
  /**
   * The page came rendered by the server with the data of the blocks it drew (`drawnAtOnce`): their
   * availability and plans' goods are not asked for as the page is planned, only the goods of the
   * blocks it did not draw (and the availability call they wait on); a block that reads an answer
   * the page did not come with asks then. Defaults to `false`. Not part of what makes two contexts
   * alike: the renderer takes a plan made so.
   */
  renderedWithData?: boolean | undefined;
  /**
   * The answer the page came with to its availability question (a server render's, sent under
   * `pageAvailabilityKey`): the plan's call is then not made at all. Not part of what makes two
   * contexts alike either.
   */
  heldAvailability?: ((question: string) => readonly Availability[] | undefined) | undefined;
}

let serial = 0;

// Every field of a context, so two contexts compare alike whether a field is absent or `undefined`.
const CONTEXT_FIELDS: ReadonlyArray<keyof PlanContext> = [
  'registry',
  'locale',
  'isGuest',
  'blockSet',
  'slot',
  'checkAvailability',
  'fetchPlanGoods',
];

/** Whether a plan made in context `a` holds in context `b`: the same registry, user, place and calls. */
export function sameContext(a: PlanContext, b: PlanContext): boolean {
  return CONTEXT_FIELDS.every((field) => a[field] === b[field]);
}

/** `previous` when it was planned in the same context, so that its entries still hold. */
function revisionOf(previous: PagePlan | undefined, context: PlanContext) {
  const basis = previous?.basis;
  if (!previous || !basis) return undefined;
  return sameContext(basis.context, context) ? previous : undefined;
}

/** Runs an option reader on options that are not validated yet; a throw means "nothing". */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * Parses the page once and starts, all at once, every chunk and validator its blocks need and the
 * one availability call for every plan and market they mention; nothing waits on anything else.
 * `previous`, given when the page is a revision of the one it planned (the studio's editor replaces
 * only the blocks it changes), keeps what the revision did not change: the same entry for each block
 * whose list item is the same object at the same place, the same availability call while the plans
 * stay, and a changed block's entry ready at once when its code and validator have arrived.
 */
export function planPage(input: unknown, context: PlanContext, previous?: PagePlan): PagePlan {
  const { registry, locale } = context;
  serial += 1;
  const parsed = parsePage(input, locale);
  if (!parsed.ok)
    return { serial, pageError: parsed.pageError, blocks: [], batch: null, reported: new Set(), basis: null };
  const revision = revisionOf(previous, context);

  const loadError = (key: string, type: string, error: unknown): BlockReady => ({
    ok: false,
    diagnostic: {
      key,
      type,
      reason: 'load-error',
      errors: [
        { path: '', message: formatMessage(locale, 'blockLoadFailed', { detail: errorDetail(error) }) },
      ],
    },
  });

  const inSlot = (type: string) => (registry.get(type)?.slot ?? 'body') === context.slot;
  const screened = screenBlocks(parsed.list, locale, registry.schemas)
    .filter((result) => {
      if (!context.slot) return true;
      if (!result.ok) return context.slot === 'body';
      return inSlot(result.block.type);
    })
    .map((result) => {
      if (!result.ok)
        return { kind: 'diagnostic', index: result.index, diagnostic: result.diagnostic } as const;
      const { block } = result;
      const definition = registry.get(block.type);
      if (!definition) {
        const diagnostic: BlockDiagnostic = {
          key: block.key,
          type: block.type,
          reason: 'unknown-type',
          errors: [{ path: 'type', message: formatMessage(locale, 'blockUnknownType') }],
        };
        return { kind: 'diagnostic', index: block.index, diagnostic } as const;
      }
      const wrongSet = blockSetDiagnostic(
        block,
        registry.schemas.blockSets(block.type),
        context.blockSet,
        locale,
      );
      if (wrongSet) return { kind: 'diagnostic', index: block.index, diagnostic: wrongSet } as const;
      if (definition.requiresLogin && context.isGuest) return { kind: 'hidden', index: block.index } as const;
      return { kind: 'render', block, definition } as const;
    });

  // Every request goes out here, before any answer comes back: the calls first.
  const renderable = screened.flatMap((entry) => (entry.kind === 'render' ? [entry] : []));
  const batch = startAvailabilityBatch(
    context.checkAvailability,
    renderable.flatMap((entry) => collectPlanRefs(entry.block.options)),
    revision?.batch,
    { ...(context.renderedWithData ? { askAtOnce: false } : {}), answered: context.heldAvailability },
  );

  // The entries of the previous revision, by block key: an unchanged block keeps its entry whole.
  const before = new Map<string, PlannedRender>();
  for (const planned of revision?.blocks ?? [])
    if (planned.kind === 'block') before.set(planned.key, planned);
  const kept = (block: ScreenedBlock): PlannedRender | undefined => {
    const entry = before.get(block.key);
    if (!entry || entry.type !== block.type) return undefined;
    return entry;
  };
  const unchanged = (block: ScreenedBlock, entry: PlannedRender) =>
    entry.index === block.index && revision!.basis!.items[entry.index] === parsed.list[block.index];

  // Options are not validated yet; a block whose options turn out invalid just wasted one request.
  // A page the server rendered came with the goods of the blocks it drew: only the others' are asked
  // for (and the availability call with them, which their goods wait on).
  prefetchShownPlanGoods(
    batch,
    renderable
      .filter(({ block }) => {
        const entry = kept(block);
        return !entry || !unchanged(block, entry);
      })
      .filter(
        ({ block, definition }) =>
          !context.renderedWithData ||
          !drawnAtOnce({ index: block.index, skeletonHeight: definition.skeletonHeight }, context.slot),
      )
      .map(({ block, definition }) => safely(() => definition.planGoodsOf?.(block.options as never))),
    context.fetchPlanGoods,
  );

  // Then the code: the answers are on their way meanwhile (about 40 ms of adding the chunks' preload
  // links on a page of many block types, issue 26).
  const components = new Map(
    [...registry.preload(renderable.map((entry) => entry.block.type))].map(
      ([type, load]) => [type, markSettling(load)] as const,
    ),
  );
  const validators = new Map(
    [...new Set(renderable.map((entry) => entry.block.type))].map(
      (type) => [type, markSettling(registry.schemas.loadValidator(type))] as const,
    ),
  );

  const readyOf = (block: ScreenedBlock): Promise<BlockReady> => {
    const component = components.get(block.type) ?? Promise.reject(new Error(`no chunk for ${block.type}`));
    const validator =
      validators.get(block.type) ?? Promise.reject(new Error(`no validator for ${block.type}`));
    const assemble = (Component: AnyBlockComponent, validate: CompiledValidator): BlockReady => {
      const checked = checkBlock(block, validate, locale);
      return checked.ok ? { ok: true, Component, block: checked.block } : checked;
    };
    // A revision's changed block: its code and validator have usually arrived with the first plan.
    const [loadedComponent, loadedValidator] = [fulfilledValue(component), fulfilledValue(validator)];
    if (revision && loadedComponent && loadedValidator)
      return fulfilled(assemble(loadedComponent, loadedValidator));
    return validator.then(
      (validate): BlockReady | Promise<BlockReady> => {
        const checked = checkBlock(block, validate, locale);
        if (!checked.ok) return checked;
        return component.then(
          (Component): BlockReady => ({ ok: true, Component, block: checked.block }),
          (error: unknown) => loadError(block.key, block.type, error),
        );
      },
      (error: unknown) => loadError(block.key, block.type, error),
    );
  };

  const blocks = screened.map((entry): PlannedBlock => {
    if (entry.kind !== 'render') return entry;
    const { block, definition } = entry;
    const earlier = kept(block);
    if (earlier && unchanged(block, earlier)) return earlier;
    let ready: Promise<BlockReady> | undefined;
    return {
      kind: 'block',
      id: earlier?.id ?? `${serial}:${block.index}`,
      index: block.index,
      key: block.key,
      type: block.type,
      definition,
      ownRef: ownPlanRef(block.options),
      // Checked when the block first renders (near the viewport), not with the page: checking every
      // block of a 1,000-block page as its validators arrived held the main thread for tens of
      // milliseconds just as the first screen's calls answered (issue 26). Marked as it settles, so a
      // block rendered after it arrived reads it at once (`useBlockReady`).
      get ready() {
        ready ??= markSettling(readyOf(block));
        return ready;
      },
    };
  });

  return { serial, blocks, batch, reported: new Set(), basis: { items: parsed.list, context } };
}
