import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: readonly string[] }>;

/**
 * What a chunk loaded later (a page's route, a block) is preceded by: preload links for its imports'
 * imports and deeper, not for its own imports.
 *
 * Vite adds a `<link rel=modulepreload>` for every chunk such a chunk imports, however deep, as the
 * `import()` starts, each costing the main thread about a millisecond: 20-40 of them in one task as a
 * page started (Lighthouse's blocking time, issue 26). Its own imports need none: the browser asks for
 * them as soon as it has read the chunk. The deeper ones still do, or each level of imports would be
 * another round trip before the page answers (the home page's route goes 7 chunks deep).
 *
 * The plugin keeps the build's chunks for `resolveDependencies` (`build.modulePreload`), which Vite
 * calls while it writes the preload lists, after the plugin's `generateBundle` has run.
 */
export function deepPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle = {};
  return {
    plugin: {
      name: 'mall-deep-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
        },
      },
    },
    resolveDependencies(file, deps, { hostType }) {
      // index.html's preloads are the entry's own chunks, which start the app.
      if (hostType === 'html') return deps;
      // The chunk itself is asked for by its `import()` at once, as are its own imports once read.
      const direct = new Set([file, ...(bundle[file]?.imports ?? [])]);
      return deps.filter((dep) => !direct.has(dep));
    },
  };
}
