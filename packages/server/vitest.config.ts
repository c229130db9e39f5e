import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Starts a throw-away PostgreSQL 15 for the tests that run on it as well as on PGlite.
    globalSetup: ['src/testing/postgres-server.ts'],
    // A fresh PGlite costs about 2.5 s of initdb; each test file opens and seeds one in beforeAll,
    // which on a busy two-core machine has taken over a minute.
    hookTimeout: 180_000,
    testTimeout: 20_000,
  },
});
