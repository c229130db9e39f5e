import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../scripts/vitest-speed.ts';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // Each file in a worker of its own (vitest's default), unlike the other packages
    // (scripts/vitest-fresh-file.ts): sharing workers, one file's components left emotion's shared style
    // sheet pointing at elements no longer in the document, and later files failed to insert their
    // styles (NotFoundError), in an order CI met and a local run did not.
    setupFiles: ['./src/test/setup.ts'],
    // The build's own plugins sit beside vite.config.ts, their tests beside them.
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    restoreMocks: true,
    // Interaction tests type and click through real components; on a busy two-core machine the
    // default 5 s cut some off half-way. A hung test still fails, just later.
    testTimeout: 20_000,
    maxWorkers: TEST_WORKERS,
  },
});
