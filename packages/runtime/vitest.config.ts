import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests draw real forms and blocks; on a busy two-core machine (CI beside other work)
    // the default 5 s cut some off half-way, as in the storefront. A hung test still fails, just later.
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
