import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(fileURLToPath(import.meta.url), '../..');
const eslint = new ESLint({ cwd: REPO_ROOT });

/** What the repository's lint config says of `code` written in `file`: the floor rules' messages only. */
async function floorProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(REPO_ROOT, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/dependencies')
    .map((m) => m.message);
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

describe('the storefront as floors, as lint keeps them (ARCHITECTURE.md)', () => {
  const SRC = 'packages/storefront/src';

  it('refuses the request layer a part of the page frame above it', async () => {
    const problems = await floorProblems(
      `${SRC}/api/x.ts`,
      "export { PageFrame } from '../shell/PageFrame.tsx';\n",
    );
    expect(problems).toEqual([expect.stringContaining("The storefront's data floor may not import")]);
  });

  it('refuses the page frame a feature, however deep either sits', async () => {
    const problems = await floorProblems(
      `${SRC}/shell/category-nav/x.ts`,
      "export { OrderCard } from '../../trade/orders/OrderCard.tsx';\n",
    );
    expect(problems).toEqual([expect.stringContaining("The storefront's shell floor may not import")]);
  });

  it('refuses a feature the route table and the routes', async () => {
    expect(await floorProblems(`${SRC}/trade/x.ts`, "export * from '../router.tsx';\n")).toEqual([
      expect.stringContaining("The storefront's feature floor may not import"),
    ]);
    expect(await floorProblems(`${SRC}/trade/x.ts`, "export * from '../routes/home.tsx';\n")).toEqual([
      expect.stringContaining("The storefront's feature floor may not import"),
    ]);
  });

  it('refuses generic UI the app state', async () => {
    expect(await floorProblems(`${SRC}/ui/x.ts`, "export * from '../state/store.ts';\n")).toEqual([
      expect.stringContaining("The storefront's ui floor may not import"),
    ]);
  });

  it('lets each floor import the floors below it, and features each other', async () => {
    const imports: Array<[string, string]> = [
      [`${SRC}/state/x.ts`, '../api/request.ts'],
      [`${SRC}/session/x.ts`, '../state/store.ts'],
      [`${SRC}/shell/x.ts`, '../session/useLogout.ts'],
      [`${SRC}/trade/x.ts`, '../shell/PageFrame.tsx'],
      [`${SRC}/trade/x.ts`, '../catalogue/LoadedList.tsx'],
      [`${SRC}/routes/x.ts`, '../trade/orders/OrderCard.tsx'],
      [`${SRC}/router.tsx`, './routes/home.tsx'],
    ];
    for (const [file, target] of imports) {
      expect(await floorProblems(file, `export * from '${target}';\n`), `${file} -> ${target}`).toEqual([]);
    }
  });
});
