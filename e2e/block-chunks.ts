import type { Page } from '@playwright/test';

/**
 * Records which block chunks the page downloads. The storefront build names each block's chunk
 * `assets/block-<Component>-<hash>.js` (see packages/storefront/vite.config.ts).
 */
export function recordBlockChunks(page: Page, { from }: { from?: string } = {}): Set<string> {
  const requested = new Set<string>();
  // With `from`, only the chunks the document at that address asks for: a page left a moment before
  // may still be fetching its own (a page's blocks start downloading when its data arrives).
  let recording = from === undefined;
  page.on('framenavigated', (frame) => {
    if (from !== undefined && frame === page.mainFrame()) recording = frame.url().includes(from);
  });
  page.on('request', (request) => {
    if (!recording) return;
    const match = /\/assets\/block-([A-Z][A-Za-z0-9]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) requested.add(match[1]);
  });
  return requested;
}
