import { defineConfig } from 'vitest/config';
import { JSDOM_WORKER_EXEC_ARGV, TEST_WORKERS } from '../../scripts/vitest-speed.ts';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // One worker serves many files; each starts fresh (see vitest-fresh-file.ts). A file that rewrites
    // the document's head gives it back (browser-style-cache.hydration.test.tsx): the style caches the
    // worker keeps must find their elements there.
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-file.ts', './src/test/setup.ts'],
    // The build's own plugins sit beside vite.config.ts, their tests beside them.
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    // Interaction tests type and click through real components; on a busy two-core machine the
    // default 5 s cut some off half-way. A hung test still fails, just later.
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
    execArgv: JSDOM_WORKER_EXEC_ARGV,
  },
});
