// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withCompileHint } from './vite-compile-hints.ts';

describe("a chunk's compile hint", () => {
  it('is the first line, above the preload list Vite puts at the top of a chunk', () => {
    const chunk = 'const __vite__mapDeps=(i)=>i;\nimport{r as e}from"./vendor.js";';

    expect(withCompileHint(chunk).split('\n')).toEqual([
      '//# allFunctionsCalledOnLoad',
      'const __vite__mapDeps=(i)=>i;',
      'import{r as e}from"./vendor.js";',
    ]);
  });

  it('is written once, however many times the build passes the chunk through', () => {
    const once = withCompileHint('export const a = 1;');

    expect(withCompileHint(once)).toBe(once);
  });
});
