// @vitest-environment node
import { describeValidatePageFuzz } from '../test/fuzz-validate-page.ts';

// The second 5,000 of the 10,000 mutated pages (see page-fuzz.test.ts), with a seed of their own.
describeValidatePageFuzz(20_261_206);
