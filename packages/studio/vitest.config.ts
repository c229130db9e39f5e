import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/vitest-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
