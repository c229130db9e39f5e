// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deepPreloads } from './vite-deep-preloads.ts';

/** A build's chunks as rolldown hands them to `generateBundle`: the home route, 3 chunks deep. */
const bundle = {
  'assets/home.js': { type: 'chunk', imports: ['assets/vendor.js', 'assets/app-parts-a.js'] },
  'assets/app-parts-a.js': { type: 'chunk', imports: ['assets/vendor.js', 'assets/block-parts-b.js'] },
  'assets/block-parts-b.js': { type: 'chunk', imports: ['assets/block-parts-c.js'] },
  'assets/block-parts-c.js': { type: 'chunk', imports: [] },
  'assets/vendor.js': { type: 'chunk', imports: [] },
  'assets/style.css': { type: 'asset' },
};
/** What Vite would preload with `import('./home.js')`: the chunk and everything it imports, however deep. */
const everything = [
  'assets/home.js',
  'assets/vendor.js',
  'assets/app-parts-a.js',
  'assets/block-parts-b.js',
  'assets/block-parts-c.js',
];

/** The preloads once the build's chunks have passed through the plugin, as in a build. */
function preloadsAfterBuild() {
  const preloads = deepPreloads();
  const hook = preloads.plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  hook.handler.call({}, {}, bundle);
  return preloads;
}

describe('the preload links before a lazily loaded chunk', () => {
  it("leave out the chunk and its own imports, which the browser asks for as it reads it, and keep its imports' imports", () => {
    const { resolveDependencies } = preloadsAfterBuild();

    expect(resolveDependencies('assets/home.js', everything, { hostType: 'js' })).toEqual([
      'assets/block-parts-b.js',
      'assets/block-parts-c.js',
    ]);
  });

  it("keep index.html's preloads, the chunks that start the app", () => {
    const { resolveDependencies } = preloadsAfterBuild();

    expect(resolveDependencies('index.html', everything, { hostType: 'html' })).toEqual(everything);
  });

  it('keep every preload of a chunk the build did not list, rather than losing one', () => {
    const { resolveDependencies } = preloadsAfterBuild();

    expect(resolveDependencies('assets/unknown.js', everything, { hostType: 'js' })).toEqual(
      everything.filter((dep) => dep !== 'assets/unknown.js'),
    );
  });
});
