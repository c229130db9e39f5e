import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(fileURLToPath(import.meta.url), '../..');
const eslint = new ESLint({ cwd: REPO_ROOT });

/** What the repository's lint config says of `code` written in `file`: the floor rule's messages only. */
async function floorProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the packages as floors, as lint keeps them (ARCHITECTURE.md)', () => {
  it('refuses an import of a package on a floor above', async () => {
    const problems = await floorProblems(
      'packages/runtime/src/render/x.ts',
      "export { loadBlockRegistry } from '@mall/blocks';\n",
    );
    expect(problems).toEqual([expect.stringContaining('@mall/runtime may import only @mall/schemas')]);
  });

  it('refuses an import sideways, between the apps', async () => {
    const problems = await floorProblems('packages/storefront/src/x.ts', "export * from '@mall/studio';\n");
    expect(problems).toEqual([expect.stringContaining('@mall/storefront may import only')]);
  });

  it('refuses a relative path into another package', async () => {
    const problems = await floorProblems(
      'packages/blocks/src/hot-show/x.ts',
      "export { App } from '../../../storefront/src/App.tsx';\n",
    );
    expect(problems).toEqual([expect.stringContaining('A relative path into another package')]);
  });

  it('keeps the schemas free of every other package', async () => {
    const problems = await floorProblems('packages/schemas/src/x.ts', "export * from '@mall/runtime';\n");
    expect(problems).toEqual([expect.stringContaining('@mall/schemas may import no other package')]);
  });

  it('lets a package import the floors below it, and its own folders', async () => {
    const problems = await floorProblems(
      'packages/storefront/src/shell/x.ts',
      [
        "export * from '@mall/blocks';",
        "export * from '@mall/runtime';",
        "export * from '@mall/schemas/documents';",
        "export * from '../api/request.ts';",
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('lets the server take the runtime’s validation, and nothing else of the runtime', async () => {
    expect(
      await floorProblems('packages/server/src/x.ts', "export * from '@mall/runtime/validate';\n"),
    ).toEqual([]);
    expect(await floorProblems('packages/server/src/x.ts', "export * from '@mall/runtime';\n")).toEqual([
      expect.stringContaining('@mall/server may import only'),
    ]);
  });
});
