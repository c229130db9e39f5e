import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A fresh PGlite costs about 2.5 s of initdb; each test file opens one in beforeAll.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
