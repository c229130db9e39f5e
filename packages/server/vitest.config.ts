import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/vitest-speed.ts';

export default defineConfig({
  test: {
    environment: 'node',
    // One worker serves many files; each starts fresh (see vitest-fresh-file.ts). The libraries Node
    // loads itself (PGlite, Fastify) load once a worker instead of once a file.
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-file.ts'],
    include: ['src/**/*.test.ts'],
    // Starts a throw-away PostgreSQL 15 for the tests that run on it as well as on PGlite.
    // Makes the seeded PGlite image each test file's openSeededDb() starts from.
    globalSetup: ['src/testing/postgres-server.ts', 'src/testing/seeded-db-image.ts'],
    // A test file opens its seeded PGlite in beforeAll; a fresh one (initdb, migrations, seed) has taken
    // over a minute on a busy two-core machine.
    hookTimeout: 180_000,
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
  },
});
