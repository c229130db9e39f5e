import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '@mall/schemas';
import { mallSchemaCatalog as catalog } from '../validate/mall-schema-catalog.ts';
import { validatePage } from '../validate/validate-page.ts';
import { loadFixturePages, mutatedPage } from './page-mutations.ts';

const KNOWN_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

/**
 * Validates `pages` mutated fixture pages drawn from `seed` and checks that every list item is
 * accounted for, nothing throws and no prototype is polluted; prints what the pages were.
 */
export async function fuzzValidatePage({ seed, pages }: { seed: number; pages: number }): Promise<void> {
  const fixtures = loadFixturePages();
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
  const counts = { pages: 0, pageErrors: 0, cleanPages: 0, blocksValid: 0, blocksRejected: 0 };
  const started = performance.now();

  await fc.assert(
    fc.asyncProperty(
      mutatedPage(fixtures, { hugeList: 2_000, manyBlocks: 100, deepNesting: 2_000 }),
      async ({ input, shape }) => {
        const result = await validatePage(input, { catalog });
        counts.pages += 1;

        if (typeof shape === 'string') {
          expect(result.pageError?.reason).toBe(shape);
          expect(result.blocks).toEqual([]);
          counts.pageErrors += 1;
          return;
        }
        expect(result.pageError).toBeUndefined();
        // Every list item is either a block to render or a diagnostic saying why not.
        expect(result.blocks.length + result.diagnostics.length).toBe(shape);
        // Plain checks gathered into one assertion per page: expect() per block would dominate the run.
        const keys = result.blocks.map((block) => block.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect(
          result.blocks.filter((block) => !KNOWN_TYPES.has(block.type) || block.key.trim() === ''),
        ).toEqual([]);
        expect(result.diagnostics.filter((diagnostic) => diagnostic.errors.length === 0)).toEqual([]);
        expect(({} as { polluted?: unknown }).polluted).toBeUndefined();

        counts.blocksValid += result.blocks.length;
        counts.blocksRejected += result.diagnostics.length;
        if (result.diagnostics.length === 0) counts.cleanPages += 1;
      },
    ),
    { seed, numRuns: pages },
  );

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `page fuzz (validatePage): ${counts.pages} pages generated, ${counts.pages - counts.pageErrors} readable, ` +
      `${counts.cleanPages} fully valid, ${counts.pageErrors} page errors, ${counts.blocksValid} blocks valid, ` +
      `${counts.blocksRejected} blocks rejected, ${seconds}s (seed ${seed})`,
  );
  expect(counts.pages).toBe(pages);
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Array.prototype).not.toHaveProperty('polluted');
}

/**
 * The fuzz test of one file: `pages` (env FUZZ_PAGES for a longer local hunt; CI runs 5,000) mutated
 * pages from `seed`, fixed so a failure in CI reproduces locally (fast-check prints its seed and path).
 */
export function describeValidatePageFuzz(seed: number): void {
  const pages = Number(process.env.FUZZ_PAGES ?? 5_000);
  describe('validatePage under fuzzed pages', () => {
    // In CI it shares two cores with every other package's tests: the count, not the clock, is what
    // the test holds fixed.
    it(
      `accounts for every list item of ${pages} mutated fixture pages without throwing or polluting prototypes`,
      () => fuzzValidatePage({ seed, pages }),
      300_000,
    );
  });
}
