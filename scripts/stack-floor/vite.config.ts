// Builds the stack floor with the workspace's own React, Chakra UI, router, jotai, swr and Vite, and
// writes the same brotli and gzip copies as the storefront's build, served the same way.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../packages/storefront/vite-precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [react(), precompress()],
});
