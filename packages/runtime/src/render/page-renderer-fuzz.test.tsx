import fc from 'fast-check';
import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES, type Availability, type AvailabilityQuery, type BlockType } from '@mall/schemas';
import type { BlockComponent, BlockDefinition, BlockProps } from '../registry/block-definition.ts';
import { fakeRegistry } from '../test/fake-registry.tsx';
import { loadFixturePages, mutatedPage, THROW_MARKER } from '../test/page-mutations.ts';
import { fakeServices, TestHost } from '../test/test-services.tsx';
import { mallSchemaCatalog as catalog } from '../validate/mall-schema-catalog.ts';
import { validatePage } from '../validate/validate-page.ts';
import type { BlockDiagnostic, PageError } from '../validate/diagnostics.ts';
import { PageRenderer } from './PageRenderer.tsx';

// Fixed, so a failure in CI reproduces locally; fast-check prints the seed and path of a failure.
const SEED = 20_260_802;
// FUZZ_RENDER_PAGES raises the count for a longer local hunt; CI runs the default.
const PAGES = Number(process.env.FUZZ_RENDER_PAGES ?? 300);

/** A cheap block: its type and key, and a throw when the operator's name carries the marker. */
function fuzzBlock(type: string): BlockComponent<unknown> {
  function FuzzBlock({ blockKey, name }: BlockProps<unknown>) {
    if (name?.includes(THROW_MARKER)) throw new Error(`${type} ${blockKey} fails while rendering`);
    return <p>{type}</p>;
  }
  return FuzzBlock;
}

const overrides = Object.fromEntries(
  BLOCK_TYPES.map((type) => [type, { load: () => Promise.resolve(fuzzBlock(type)) }]),
) as Partial<Record<BlockType, Partial<BlockDefinition<unknown>>>>;

// Every plan and market is shown, so a valid block standing for one renders too.
const showEverything = async (queries: AvailabilityQuery[]): Promise<Availability[]> =>
  queries.map((query) => ({ ...query, isShow: true, isOpen: true }));

const signature = (diagnostic: Pick<BlockDiagnostic, 'key' | 'type' | 'reason'>) =>
  `${diagnostic.reason} ${diagnostic.type} ${diagnostic.key}`;

beforeEach(() => {
  // React reports errors caught by a boundary on the console; the test asserts what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<PageRenderer /> under fuzzed pages', () => {
  it(`renders every valid block of ${PAGES} mutated fixture pages and isolates every bad one`, async () => {
    const fixtures = loadFixturePages();
    const { registry } = fakeRegistry(overrides);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const counts = { pages: 0, pageErrors: 0, renders: 0, blocksRendered: 0, blocksIsolated: 0, throwing: 0 };
    const started = performance.now();

    await fc.assert(
      fc.asyncProperty(
        mutatedPage(fixtures, { hugeList: 500, manyBlocks: 30, deepNesting: 500 }),
        async ({ input }) => {
          counts.pages += 1;
          const expected = await validatePage(input, { catalog });
          const throwing = expected.blocks.filter((block) => block.name?.includes(THROW_MARKER));
          const rendered = expected.blocks.filter((block) => !block.name?.includes(THROW_MARKER));
          const isolated = [
            ...expected.diagnostics.map(signature),
            ...throwing.map((block) => signature({ ...block, reason: 'render-error' })),
          ].sort();

          const diagnostics: BlockDiagnostic[] = [];
          const pageErrors: PageError[] = [];
          const view = await act(async () =>
            render(
              <TestHost services={fakeServices({ checkAvailability: showEverything })}>
                <PageRenderer
                  page={input}
                  registry={registry}
                  onDiagnostic={(diagnostic) => diagnostics.push(diagnostic)}
                  onPageError={(error) => pageErrors.push(error)}
                />
              </TestHost>,
            ),
          );
          counts.renders += 1;
          const shownKeys = () =>
            [...view.container.querySelectorAll('[data-block-key]')].map((node) =>
              node.getAttribute('data-block-key'),
            );

          if (expected.pageError) {
            await waitFor(() =>
              expect(pageErrors.map((error) => error.reason)).toEqual([expected.pageError?.reason]),
            );
            expect(view.container).toBeEmptyDOMElement();
            counts.pageErrors += 1;
          } else {
            // Settled when every block is either on the page or reported; then nothing else may be.
            await waitFor(
              () => {
                expect(shownKeys()).toHaveLength(rendered.length);
                expect(diagnostics).toHaveLength(isolated.length);
              },
              { interval: 5 },
            );
            expect(shownKeys()).toEqual(rendered.map((block) => block.key));
            expect(diagnostics.map(signature).sort()).toEqual(isolated);
            expect(pageErrors).toEqual([]);
          }
          view.unmount();
          expect(({} as { polluted?: unknown }).polluted).toBeUndefined();

          counts.blocksRendered += rendered.length;
          counts.blocksIsolated += isolated.length;
          counts.throwing += throwing.length;
        },
      ),
      { seed: SEED, numRuns: PAGES },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `page fuzz (<PageRenderer>): ${counts.pages} pages generated, ${counts.pages - counts.pageErrors} readable, ` +
        `${counts.renders} renders, ${counts.blocksRendered} valid blocks rendered, ${counts.blocksIsolated} bad blocks ` +
        `isolated (${counts.throwing} threw while rendering), ${seconds}s (seed ${SEED})`,
    );
    expect(counts.renders).toBe(PAGES);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 110_000);
});
