// What every package's vitest config shares to keep `npm test` short on a two-core CI machine.
import { availableParallelism } from 'node:os';

/**
 * Test files run in this many processes at once. Vitest's default leaves a core to its main process,
 * which on two cores runs the files one by one and leaves the second core nearly idle: two workers
 * took 14 storefront test files from 112 s to 86 s, and 4 server files from 43 s to 37 s.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism());

/**
 * Node's options for the workers of the jsdom packages. Semi-spaces of up to 64 MB (V8 sizes them from
 * the heap limit otherwise): rendering with React, Chakra UI and jsdom makes short-lived garbage fast,
 * and V8 scavenged it 299 times in the storefront's three largest route files (3.1 s), 90 times
 * (2.3 s) with this.
 */
export const JSDOM_WORKER_EXEC_ARGV = ['--max-semi-space-size=64'];
