import { memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useBlockServices } from '../services/BlockServices.tsx';
import { PageAvailabilityProvider } from '../availability/PageAvailability.tsx';
import { useAvailability } from '../availability/useAvailability.ts';
import type { BlockPlatform, BlockSlot } from '../registry/block-definition.ts';
import type { BlockRegistry } from '../registry/define-registry.ts';
import type { BlockDiagnostic, PageError } from '../validate/diagnostics.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { BlockDiagnosticCard } from './BlockDiagnosticCard.tsx';
import { BlockSkeleton } from './BlockSkeleton.tsx';
import { CurrentBlockProvider } from './CurrentBlock.tsx';
import { HydrateWhenSeen } from './HydrateWhenSeen.tsx';
import { quotedAttribute } from './seen-gate.ts';
import { EmptyBlockNote } from './EmptyBlockNote.tsx';
import { ExposureTracker, useExposureOfServerMarkup } from './ExposureTracker.tsx';
import { drawnAtOnce } from './drawn-at-once.ts';
import { NearViewport } from './NearViewport.tsx';
import { PageErrorAlert } from './PageErrorAlert.tsx';
import { planPage, type PagePlan, type PlannedBlock } from './page-plan.ts';
import { takePreloadedPlan } from './preload-page.ts';
import { useBlockReady } from './useBlockReady.ts';
import { useListedBlocks } from './useListedBlocks.ts';

/** `production` skips bad blocks and reports them; `preview` shows a card naming block and field. */
export type RenderMode = 'production' | 'preview';

/** Props of `<PageRenderer>`. */
export interface PageRendererProps {
  /** Page data: the JSON text the page call answers, or an object already parsed. Keep it stable between renders. */
  page: string | object;
  registry: BlockRegistry;
  /**
   * The block set of the page (`HSHSC` for a good-life home page, `custom` for custom, special and
   * special-offer pages); a block of another set is reported as `wrong-platform` and not rendered.
   * Defaults to no check, for Storybook and single-block previews.
   */
  blockSet?: BlockPlatform;
  /**
   * Renders only the blocks of one slot: custom-page mode shows the page's navigation in the header,
   * its footer blocks in the footer and the rest in the body. Defaults to every block, in page order.
   */
  slot?: BlockSlot;
  /** Defaults to the services' `mode`. */
  mode?: RenderMode;
  /**
   * The page changes in place while an operator edits it (the studio's preview): each new `page` is
   * a revision of the last, and only the blocks it changed are drawn again, without their skeleton
   * once their code has arrived. Otherwise a new page is drawn afresh, every block mounted anew.
   */
  live?: boolean;
  /** Called once for each block that is not rendered as configured. */
  onDiagnostic?: (diagnostic: BlockDiagnostic) => void;
  /** Called once when the whole page cannot be read. */
  onPageError?: (error: PageError) => void;
}

type Report = (index: number, diagnostic: BlockDiagnostic) => void;

/**
 * Renders operator page data: every block validated against its schema and drawn by its lazily
 * loaded component, each in its own error boundary outside its own Suspense (skeleton of the
 * block's height), with one batched availability call for the page. Every request goes out as the
 * page arrives; blocks after the first screen render when they near the viewport, and a long page
 * lists its blocks in slices after its first screen (`useListedBlocks`). A block the server rendered
 * hydrates once it is seen or touched (`HydrateWhenSeen`).
 */
export function PageRenderer({
  page,
  registry,
  blockSet,
  slot,
  mode,
  live = false,
  onDiagnostic,
  onPageError,
}: PageRendererProps) {
  const services = useBlockServices();
  const renderMode = mode ?? services.mode;
  const isGuest = services.user === null;
  const { locale, checkAvailability, fetchPlanGoods } = services;
  // The plan drawn last: a revision of the same page (the studio's editor) keeps what it did not change.
  const drawn = useRef<PagePlan | undefined>(undefined);
  const plan = useMemo(() => {
    const context = { registry, blockSet, slot, locale, isGuest, checkAvailability, fetchPlanGoods };
    // A live page plans each revision from the last; any other takes the plan its host started as
    // the page arrived (`preloadPage`), or makes it now.
    if (live) return planPage(page, context, drawn.current);
    return takePreloadedPlan(page, context) ?? planPage(page, context);
  }, [page, registry, blockSet, slot, locale, isGuest, checkAvailability, fetchPlanGoods, live]);

  // Latest callbacks and plan without re-planning or redrawing the blocks; layout effects run
  // before the blocks' reporting effects.
  const callbacks = useRef({ onDiagnostic, onPageError });
  useLayoutEffect(() => {
    callbacks.current = { onDiagnostic, onPageError };
    drawn.current = plan;
  });

  // One function for the renderer's life, so an unchanged block is not drawn again for a new plan.
  const report = useCallback<Report>((index, diagnostic) => {
    const reported = drawn.current?.reported;
    const id = `${index}:${diagnostic.reason}`;
    if (!reported || reported.has(id)) return;
    reported.add(id);
    callbacks.current.onDiagnostic?.(diagnostic);
  }, []);

  useEffect(() => {
    if (!plan.pageError || plan.reported.has('page')) return;
    plan.reported.add('page');
    callbacks.current.onPageError?.(plan.pageError);
  }, [plan]);

  // A long page is listed in slices, so its first screen does not wait for the rest (issue 26).
  const listed = useListedBlocks(plan.blocks, live);

  if (plan.pageError) return renderMode === 'preview' ? <PageErrorAlert error={plan.pageError} /> : null;
  return (
    <PageAvailabilityProvider batch={plan.batch}>
      {listed.map((planned) => (
        <PlannedBlockView
          key={planned.kind === 'block' ? planned.id : `${plan.serial}:${planned.index}`}
          planned={planned}
          mode={renderMode}
          eager={
            planned.kind === 'block' &&
            drawnAtOnce({ index: planned.index, skeletonHeight: planned.definition.skeletonHeight }, slot)
          }
          report={report}
        />
      ))}
    </PageAvailabilityProvider>
  );
}

// Memoised: a revision of the page hands an unchanged block the same entry, and it is not drawn again.
const PlannedBlockView = memo(function PlannedBlockView({
  planned,
  mode,
  eager,
  report,
}: {
  planned: PlannedBlock;
  mode: RenderMode;
  eager: boolean;
  report: Report;
}) {
  const { locale } = useBlockServices();
  useExposureOfServerMarkup(
    planned.kind === 'block' ? { blockKey: planned.key, index: planned.index, type: planned.type } : null,
  );
  if (planned.kind === 'hidden') return null;
  if (planned.kind === 'diagnostic') {
    return (
      <DiagnosticView index={planned.index} diagnostic={planned.diagnostic} mode={mode} report={report} />
    );
  }
  return (
    <CurrentBlockProvider block={{ blockKey: planned.key, index: planned.index, type: planned.type }}>
      <BlockBoundary
        // An edit of the block (a new entry) lets a block that threw try again.
        resetKey={planned}
        blockKey={planned.key}
        type={planned.type}
        locale={locale}
        fallback={(diagnostic) => (
          <DiagnosticView index={planned.index} diagnostic={diagnostic} mode={mode} report={report} />
        )}
      >
        <NearViewport eager={eager} height={planned.definition.skeletonHeight}>
          <Suspense fallback={<BlockSkeleton height={planned.definition.skeletonHeight} />}>
            <BlockSlot planned={planned} mode={mode} report={report} />
          </Suspense>
        </NearViewport>
      </BlockBoundary>
    </CurrentBlockProvider>
  );
});

function BlockSlot({
  planned,
  mode,
  report,
}: {
  planned: Extract<PlannedBlock, { kind: 'block' }>;
  mode: RenderMode;
  report: Report;
}) {
  const { isLoading, availability } = useAvailability(planned.ownRef);
  const ready = useBlockReady(planned.ready);
  const wrapper = useRef<HTMLDivElement>(null);
  if (!ready) return <BlockSkeleton height={planned.definition.skeletonHeight} />;
  if (!ready.ok)
    return <DiagnosticView index={planned.index} diagnostic={ready.diagnostic} mode={mode} report={report} />;
  // A block standing for a plan or market waits for its answer; marketing is hidden unless the
  // check says it is shown (spec 01 section 6), so no entry or a failed call hides it too.
  if (isLoading) return <BlockSkeleton height={planned.definition.skeletonHeight} />;
  if (planned.ownRef && !availability?.isShow) return null;
  const { Component, block } = ready;
  const content = (
    <ExposureTracker blockKey={block.key} index={block.index} type={block.type} markup={wrapper}>
      {/* The key and type on the DOM let operators, browser tests and the bench find a block. */}
      <div ref={wrapper} data-block-key={block.key} data-block-type={block.type}>
        <Component
          blockKey={block.key}
          {...(block.name !== undefined ? { name: block.name } : {})}
          options={block.options}
        />
      </div>
      {mode === 'preview' ? (
        <EmptyBlockNote target={wrapper} blockKey={block.key} type={block.type} name={block.name} />
      ) : null}
    </ExposureTracker>
  );
  // A block that takes no room (a floating layer) is not somewhere on the page to be seen: it hydrates at once.
  if (planned.definition.skeletonHeight === 0) return content;
  return (
    <HydrateWhenSeen
      markup={`[data-block-key=${quotedAttribute(block.key)}]`}
      starts={planned.definition.starts ?? 'seen'}
    >
      {content}
    </HydrateWhenSeen>
  );
}

function DiagnosticView({
  index,
  diagnostic,
  mode,
  report,
}: {
  index: number;
  diagnostic: BlockDiagnostic;
  mode: RenderMode;
  report: Report;
}) {
  useEffect(() => {
    report(index, diagnostic);
  }, [report, index, diagnostic]);
  return mode === 'preview' ? <BlockDiagnosticCard diagnostic={diagnostic} /> : null;
}
