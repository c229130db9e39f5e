import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { JSDOM_WORKER_EXEC_ARGV, TEST_WORKERS } from '../../scripts/vitest-speed.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One worker serves many files; each starts fresh (see vitest-fresh-file.ts).
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-file.ts', './src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests draw real forms and blocks; on a busy two-core machine (CI beside other work)
    // the default 5 s cut some off half-way, as in the storefront. A hung test still fails, just later.
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
    execArgv: JSDOM_WORKER_EXEC_ARGV,
    // `*.test-d.ts` hold what only the compiler can check (the registry's shape), run through tsc.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.typetest.json' },
  },
});
