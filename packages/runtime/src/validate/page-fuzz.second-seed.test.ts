// @vitest-environment node
import { describe, it } from 'vitest';
import { fuzzValidatePage } from '../test/fuzz-validate-page.ts';

// The second 5,000 of the 10,000 mutated pages (see page-fuzz.test.ts), with a seed of their own.
// Fixed, so a failure in CI reproduces locally; fast-check prints the seed and path of a failure.
const SEED = 20_261_206;
// FUZZ_PAGES raises the count for a longer local hunt; CI runs the default.
const PAGES = Number(process.env.FUZZ_PAGES ?? 5_000);

describe('validatePage under fuzzed pages', () => {
  // In CI it shares two cores with every other package's tests: the count, not the clock, is what
  // the test holds fixed.
  it(
    `accounts for every list item of ${PAGES} mutated fixture pages without throwing or polluting prototypes`,
    () => fuzzValidatePage({ seed: SEED, pages: PAGES }),
    300_000,
  );
});
