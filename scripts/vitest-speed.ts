// What every package's vitest config shares to keep `npm test` short on a two-core CI machine.
import { availableParallelism } from 'node:os';

/**
 * Test files run in this many processes at once. Vitest's default leaves a core to its main process,
 * which on two cores runs the files one by one and leaves the second core nearly idle: two workers
 * took 14 storefront test files from 112 s to 86 s, and 4 server files from 43 s to 37 s.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism());
