// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeGlobalsLazy } from './vite-lazy-chakra-globals.ts';

/** Chakra's system module as installed (beside its CommonJS entry, dist/cjs/index.cjs). */
const installedSystemModule = () => {
  const entry = createRequire(import.meta.url).resolve('@chakra-ui/react');
  return readFileSync(join(dirname(entry), '../esm/styled-system/system.js'), 'utf8');
};

describe("the browser build's Chakra system", () => {
  it('makes its global CSS when `_global` is first read, not when the system is made', () => {
    const installed = installedSystemModule();
    const lazy = makeGlobalsLazy(installed);

    expect(installed).toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain(
      'get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    );
  });

  it('fails the build when Chakra no longer reads as expected, rather than doing nothing', () => {
    expect(() => makeGlobalsLazy('function createSystem() { return {}; }')).toThrow(
      /changed; update the plugin/,
    );
  });
});
