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
  it.each([
    {
      refusal: 'refuses an import of a package on a floor above',
      file: 'packages/runtime/src/render/x.ts',
      code: "export { loadBlockRegistry } from '@mall/blocks';\n",
      message: '@mall/runtime may import only @mall/schemas',
    },
    {
      refusal: 'refuses an import sideways, between the apps',
      file: 'packages/storefront/src/x.ts',
      code: "export * from '@mall/studio';\n",
      message: '@mall/storefront may import only',
    },
    {
      refusal: 'refuses a relative path into another package',
      file: 'packages/blocks/src/hot-show/x.ts',
      code: "export { App } from '../../../storefront/src/App.tsx';\n",
      message: 'A relative path into another package',
    },
    {
      refusal: 'keeps the schemas free of every other package',
      file: 'packages/schemas/src/x.ts',
      code: "export * from '@mall/runtime';\n",
      message: '@mall/schemas may import no other package',
    },
  ])('$refusal', async ({ file, code, message }) => {
    expect(await floorProblems(file, code)).toEqual([expect.stringContaining(message)]);
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

  it.each([
    {
      refusal: 'refuses the request layer a part of the page frame above it',
      file: `${SRC}/api/x.ts`,
      targets: ['../shell/PageFrame.tsx'],
      floor: 'data',
    },
    {
      refusal: 'refuses the page frame a feature, however deep either sits',
      file: `${SRC}/shell/category-nav/x.ts`,
      targets: ['../../trade/orders/OrderCard.tsx'],
      floor: 'shell',
    },
    {
      refusal: 'refuses a feature the route table and the routes',
      file: `${SRC}/trade/x.ts`,
      targets: ['../router.tsx', '../routes/home.tsx'],
      floor: 'feature',
    },
    {
      refusal: 'refuses generic UI the app state',
      file: `${SRC}/ui/x.ts`,
      targets: ['../state/store.ts'],
      floor: 'ui',
    },
  ])('$refusal', async ({ file, targets, floor }) => {
    for (const target of targets) {
      expect(await floorProblems(file, `export * from '${target}';\n`), target).toEqual([
        expect.stringContaining(`The storefront's ${floor} floor may not import`),
      ]);
    }
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
