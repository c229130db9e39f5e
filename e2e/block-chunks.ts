import type { Page } from '@playwright/test';

/**
 * Records which block chunks the page downloads. The storefront build names each block's chunk
 * `assets/block-<Component>-<hash>.js` (see packages/storefront/vite.config.ts).
 */
export function recordBlockChunks(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/block-([A-Z][A-Za-z0-9]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.add(match[1]);
  });
  return requested;
}
