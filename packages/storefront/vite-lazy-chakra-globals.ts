import type { Plugin } from 'vite';

/** Chakra UI's system module, where `createSystem` makes the global CSS. */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '    _global,\n';

/**
 * Chakra's `createSystem` writes the page's global CSS (its reset, the global styles and a CSS variable
 * for every token) before it returns: more than half of its time, in the longest task of the start of
 * a page (about 40 ms here, four times that on Lighthouse's phone). A page the server rendered has that
 * CSS already (server-styles.ts), and the app then gives Chakra a system without it
 * (`withoutServerGlobals`); so, in the browser's build, the system makes it only when asked for.
 *
 * Fails the build if Chakra's module no longer reads as expected, rather than silently doing nothing.
 */
export function lazyChakraGlobals(): Plugin {
  return {
    name: 'mall-lazy-chakra-globals',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      return { code: makeGlobalsLazy(code), map: null };
    },
  };
}

/** The system module's code with its global CSS made on first read of `system._global`. */
export function makeGlobalsLazy(code: string): string {
  if (!code.includes(EAGER) || !code.includes(RETURNED)) {
    throw new Error(
      'vite-lazy-chakra-globals: @chakra-ui/react/dist/esm/styled-system/system.js changed; update the plugin or remove it',
    );
  }
  return code
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
}
