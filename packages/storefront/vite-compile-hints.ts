import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file; it works only as the file's first line. */
export const COMPILE_ALL_FUNCTIONS = '//# allFunctionsCalledOnLoad';

/** `code` with the compile hint as its first line. */
export function withCompileHint(code: string): string {
  return code.startsWith(`${COMPILE_ALL_FUNCTIONS}\n`) ? code : `${COMPILE_ALL_FUNCTIONS}\n${code}`;
}

/**
 * Every chunk asks V8 to compile all of its functions as it reads the file, on a background thread
 * while the file downloads (V8's explicit compile hints, Chromium 136+), rather than each function on
 * the main thread the first time it is called. Most of a chunk's code runs as its page starts, and
 * those compilations were a tenth of the page's long tasks (issue 26). Browsers without the hint read
 * a comment.
 *
 * Last of the build's steps on the code: after minifying, which drops comments, and after Vite puts
 * its preload list (`__vite__mapDeps`) at the top of a chunk.
 */
export function compileHints(): Plugin {
  return {
    name: 'mall-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = withCompileHint(chunk.code);
        }
      },
    },
  };
}
