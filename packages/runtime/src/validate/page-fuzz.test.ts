// @vitest-environment node
import { describeValidatePageFuzz } from '../test/fuzz-validate-page.ts';

// 10,000 mutated pages in two files of 5,000 (this one and page-fuzz.second-seed.test.ts), each with
// its own seed: a file's tests run one after another, and the two files run on both cores at once.
describeValidatePageFuzz(20_260_801);
