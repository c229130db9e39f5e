import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Browser tests run the real storefront build against the real server, on a port of their own and
// a fresh PGlite directory that the server seeds from fixtures/ on start.
const ROOT = dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = join(ROOT, '.data', `e2e-${PORT}`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs Chromium about half as much CPU again in every test (its screencast and
    // snapshots; 9 s against 14 s for four page loads, measured on two cores), and CI's two cores are
    // what its time is made of. CI retries a failed test once and records the retry's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf "${DATA_DIR}" && npm run build -w @mall/storefront && npm run build -w @mall/studio && npm run start -w @mall/server`,
    cwd: ROOT,
    url: `${BASE_URL}/common/common/site`,
    // MALL_E2E=1 builds the storefront with window.__mallE2E (packages/storefront/src/e2e-hooks.ts).
    env: { HOST: '127.0.0.1', PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', MALL_E2E: '1' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
