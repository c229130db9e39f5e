import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallSystem, PALETTES_LEFT_OUT } from '@mall/blocks';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(fileURLToPath(import.meta.url), '../..');
const PACKAGES = join(REPO_ROOT, 'packages');
/** Where the palettes are left out, by name. */
const THEME = join(PACKAGES, 'blocks/src/theme/system.ts');

/** The code of every package, stories included, tests and generated files not. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the theme's colour palettes (blocks/src/theme/system.ts)", () => {
  it('leaves out the palettes it says it does, and keeps the ones the mall names', () => {
    const palettes = mallSystem().tokens.colorPaletteMap;
    for (const name of PALETTES_LEFT_OUT) expect(palettes.has(name), name).toBe(false);
    for (const name of ['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'])
      expect(palettes.has(name), name).toBe(true);
  });

  it('finds no package naming a palette the theme left out, which would draw without colours', () => {
    const left = new RegExp(`['"\`](${PALETTES_LEFT_OUT.join('|')})(\\.\\w+)?['"\`]`);
    const naming = readdirSync(PACKAGES)
      .map((name) => join(PACKAGES, name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      .flatMap(sourceFiles)
      .filter((file) => file !== THEME)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (left.test(line) ? [`${relative(REPO_ROOT, file)}:${index + 1}`] : [])),
      );
    expect(naming).toEqual([]);
  });
});
