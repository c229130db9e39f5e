import { defineConfig } from 'vitest/config';

// The repository's own checks (its lint config, its scripts), run by `npm test` before the packages' suites.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
