import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://127.0.0.1:8080';

// The studio is its own app, served by the API server under /studio (issue 23): no operator code
// lands in the storefront's JavaScript.
export default defineConfig({
  base: '/studio/',
  plugins: [react()],
  define: {
    // The password cipher key (src/session/password-key.ts); empty: config/client.json's.
    __MALL_PASSWORD_KEY__: JSON.stringify(process.env.MALL_PASSWORD_KEY ?? ''),
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    strictPort: true,
    proxy: { '/manager': API_ORIGIN, '/buyer': API_ORIGIN, '/common': API_ORIGIN, '/img': API_ORIGIN },
  },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
