// Debian's Chromium as every browser run here starts it: the browser tests (playwright.config.ts), the
// bench (scripts/bench.ts) and Lighthouse (scripts/lighthouse.ts).

/** Where Chromium is: Debian's package, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, without the sandbox (CI runs as root), the GPU or anything that reaches the network on its
 * own (QUIC, component updates, sync, background requests): only 127.0.0.1 is measured or tested.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
