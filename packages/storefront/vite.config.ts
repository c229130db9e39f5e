import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyChakraGlobals } from './vite-lazy-chakra-globals.ts';
import { compileHints } from './vite-compile-hints.ts';
import { deepPreloads } from './vite-deep-preloads.ts';
import { precompress } from './vite-precompress.ts';

const API_ORIGIN = process.env.MALL_API_ORIGIN ?? 'http://127.0.0.1:8080';

// Block components and their validators are named after what they are, so a network log (and the
// browser tests) can tell which block types a page pulled in.
const BLOCK_MODULE = /[\\/]packages[\\/]blocks[\\/]src[\\/](?!parts[\\/])[^\\/]+[\\/]([A-Za-z0-9]+)\.tsx$/;
const VALIDATOR_MODULE = /[\\/]generated[\\/]validators[\\/]([A-Za-z0-9]+)\.js$/;

/** Names a lazily loaded chunk after its entry module: `block-Carousel`, `validator-carousel`. */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  const block = BLOCK_MODULE.exec(id);
  if (block) return `assets/block-${block[1]}-[hash].js`;
  const validator = VALIDATOR_MODULE.exec(id);
  if (validator) return `assets/validator-${validator[1]}-[hash].js`;
  // The blocks' and the pages' shared parts are grouped by the chunks that use them (below); rolldown
  // names each group after all of those, a name of hundreds of characters.
  if (chunk.name.startsWith('block-parts')) return 'assets/block-parts-[hash].js';
  if (chunk.name.startsWith('app-parts')) return 'assets/app-parts-[hash].js';
  return 'assets/[name]-[hash].js';
}

/**
 * The server's render (`vite build --ssr src/entry-server.tsx`, into dist-server/): one ES module
 * with every dependency inside it, so the API server imports a single file, in production mode.
 */
const SSR_BUILD = {
  outDir: 'dist-server',
  emptyOutDir: true,
  manifest: false,
  rolldownOptions: { output: { entryFileNames: '[name].js' } },
} as const;

const preloads = deepPreloads();

export default defineConfig(({ isSsrBuild }) => ({
  // precompress: .br/.gz copies of the build for the server to send (issue 8, Lighthouse).
  // lazyChakraGlobals: the browser's Chakra system makes its global CSS only when asked (issue 26).
  // preloads.plugin: lets `modulePreload` below see the chunks' imports.
  // compileHints: every chunk's functions are compiled as it downloads, off the main thread (issue 26).
  plugins: isSsrBuild
    ? [react()]
    : [react(), lazyChakraGlobals(), preloads.plugin, compileHints(), precompress()],
  ssr: { noExternal: true, target: 'node' },
  define: {
    // The password cipher key (src/api/password-key.ts); empty: config/client.json's.
    __MALL_PASSWORD_KEY__: JSON.stringify(process.env.MALL_PASSWORD_KEY ?? ''),
    // Browser tests build with MALL_E2E=1 to reach the request layer (src/e2e-hooks.ts).
    __MALL_E2E__: JSON.stringify(process.env.MALL_E2E === '1'),
    // The server's render runs React's production build whatever NODE_ENV the server has (`npm start`
    // sets none): the development build renders a member's home page several times slower.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/buyer': API_ORIGIN,
      '/common': API_ORIGIN,
      '/img': API_ORIGIN,
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  build: isSsrBuild
    ? SSR_BUILD
    : {
        outDir: 'dist',
        // `npm run bench` reads the manifest to tell block chunks from the rest.
        manifest: true,
        emptyOutDir: true,
        // Chakra alone is ~200 kB minified; the split below keeps it in its own long-cached file.
        chunkSizeWarningLimit: 700,
        // Preload links for a lazily loaded chunk's deeper imports only (vite-deep-preloads.ts).
        modulePreload: { resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: {
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [
                // Only code the first paint needs (`$initial`) goes into the vendor chunks; a library
                // used by one block alone (embla for the carousel) stays inside that block's chunk.
                {
                  name: 'vendor-react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  tags: ['$initial'],
                  priority: 30,
                },
                {
                  name: 'vendor-chakra',
                  test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|hoist-non-react-statics|proxy-compare|proxy-memoize|uqr)[\\/]/,
                  tags: ['$initial'],
                  priority: 20,
                },
                {
                  name: 'vendor',
                  test: /[\\/]node_modules[\\/]/,
                  tags: ['$initial'],
                  priority: 10,
                },
                // The blocks' and the runtime's modules the first paint needs: out of the way of the
                // group below, which would otherwise take them and load with every page.
                {
                  name: 'mall-initial',
                  test: /[\\/]packages[\\/](blocks|runtime)[\\/]src[\\/]/,
                  tags: ['$initial'],
                  priority: 8,
                },
                // The storefront's own modules the first paint needs, in one chunk loaded with the entry: the
                // `app-parts` group below would otherwise split them by the pages that also use them.
                {
                  name: 'app-initial',
                  test: /[\\/]packages[\\/]storefront[\\/]src[\\/]/,
                  tags: ['$initial'],
                  priority: 7,
                },
                // The parts two or more blocks share (a link, a frame, a goods card, the slideshow's
                // hooks), in a few chunks. Split automatically they were some 30 chunks of a few hundred
                // bytes: a home page asked for each, and every request costs the main thread
                // (`import()` or a preload link alike, ~0.6 ms each on this machine) in the task that
                // starts the page's blocks (issue 26, TBT). Grouped by the chunks that use them, with
                // the small groups merged, the home page asks for 42 chunks instead of 62 and the
                // storefront's own pages (which use some of these parts) load ~3 kB more; one chunk
                // for all of them would have been 34 chunks, but 13 kB more on those pages.
                {
                  name: 'block-parts',
                  test: (id: string) =>
                    !BLOCK_MODULE.test(id) &&
                    !VALIDATOR_MODULE.test(id) &&
                    /[\\/]packages[\\/]blocks[\\/]src[\\/]/.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 4000,
                  priority: 5,
                },
                // What the storefront's pages share (their parts, and the libraries only they use), in a
                // few chunks grouped by the pages that use them, as the blocks' parts above. Split
                // automatically, `/goodsDetail` asked for 42 chunks beyond the entry's, now 31; `/goodsList`
                // 30, now 21; `/cart` 20, now 15; each for a few kB less (issue 26).
                {
                  name: 'app-parts',
                  test: (id: string) =>
                    !BLOCK_MODULE.test(id) &&
                    !VALIDATOR_MODULE.test(id) &&
                    /[\\/](packages[\\/]storefront[\\/]src|node_modules)[\\/]/.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 2000,
                  priority: 4,
                },
              ],
            },
          },
        },
      },
}));
