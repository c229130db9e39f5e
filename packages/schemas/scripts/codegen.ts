// Generates, from the JSON Schemas of this package:
//   src/generated/types.ts            TS types (json-schema-to-typescript), one file for every schema
//   src/generated/block-catalog.ts    block types, their schema versions and lazy validator loaders
//   src/generated/validators/*.js     precompiled ajv validators, bundled into self-contained ESM
// `--check` regenerates in memory and exits 1 when a committed file differs (CI runs it).
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { build } from 'esbuild';
import { format, resolveConfig } from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/generated');
const BANNER = '/* GENERATED - DO NOT EDIT - run npm run codegen */';
const checkOnly = process.argv.includes('--check');

type Schema = AnySchemaObject & { $id: string; title: string; version?: number; blockSets?: string[] };
const readSchema = (path: string): Schema => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Schema;
const listDir = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => `${dir}/${f}`);

const common = readSchema('common.schema.json');
const page = readSchema('page.schema.json');
const blockFiles = listDir('blocks');
const blocks = blockFiles.map((file) => ({ type: basename(file, '.schema.json'), schema: readSchema(file) }));
const apis = listDir('api').map((file) => ({
  name: basename(file, '.schema.json'),
  schema: readSchema(file),
}));

// ---------------------------------------------------------------------------------------------
// Validators

/** API definitions the storefront validates before asking (schema file, definition). */
const API_VALIDATORS: ReadonlyArray<readonly [string, string]> = [['catalogue', 'goodsSearchQuery']];

/** The ajv instance every validator is compiled with; the server builds the same one at run time. */
function createAjv() {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    code: { source: true, esm: false },
  });
  // `version` (the options shape version) and `blockSets` (the page kinds a block belongs to) are
  // annotations of block schemas, not rules of the options.
  ajv.addKeyword({ keyword: 'version' });
  ajv.addKeyword({ keyword: 'blockSets' });
  for (const schema of [common, page, ...blocks.map((b) => b.schema), ...apis.map((a) => a.schema)]) {
    ajv.addSchema(schema);
  }
  return ajv;
}

async function validatorModule(ajv: Ajv, id: string): Promise<string> {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`no schema ${id}`);
  const cjs = standaloneCode(ajv, validate);
  // ajv's standalone output `require`s its runtime helpers; bundling makes the file self-contained
  // ESM with no eval, usable in Node, Vitest and the browser alike.
  const bundled = await build({
    stdin: { contents: cjs, resolveDir: ROOT, loader: 'js', sourcefile: `${id}.cjs` },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
  });
  return `${BANNER}\n${bundled.outputFiles[0]!.text}`;
}

const validatorDts = `${BANNER}\nimport type { CompiledValidator } from '../../compiled-validator.ts';\ndeclare const validate: CompiledValidator;\nexport default validate;\n`;

// ---------------------------------------------------------------------------------------------
// Types

/** Name of a hoisted definition: common fragments keep bare names, others are prefixed by their owner. */
const defName = (owner: string, name: string) => (owner === 'common' ? name : `${owner}__${name}`);

const commonDefinitions = common.definitions as Record<string, { type?: string; description?: string }>;

/** True for `anyOf: [{required: [...]}, ...]`: a rule for validators, noise for types. */
const isRequiredOnlyAnyOf = (v: unknown) =>
  Array.isArray(v) && v.every((b) => b && typeof b === 'object' && Object.keys(b).join() === 'required');

/**
 * Rewrites a schema for json-schema-to-typescript: cross-file refs become local ones so it sees one
 * document; refs to primitive common fragments (link, imageUrl, color...) are inlined as `string`
 * keeping the property's own description, so the types read `img: string` with TSDoc.
 */
function localise(node: unknown, hoisted: Record<string, unknown>, owner: string): unknown {
  if (Array.isArray(node)) return node.map((n) => localise(n, hoisted, owner));
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const ref = record.$ref;
  if (typeof ref === 'string') {
    const [file, pointer = ''] = ref.split('#');
    const name = pointer.replace('/definitions/', '');
    const fromCommon = file?.includes('common.schema.json') || (owner === 'common' && !file);
    const target = fromCommon ? commonDefinitions[name] : undefined;
    if (target && target.type !== 'object') {
      return { type: target.type, description: record.description ?? target.description };
    }
    if (fromCommon) return { $ref: `#/definitions/${name}` };
    if (!file && pointer === '') return { $ref: `#/definitions/${owner}` };
    if (!file) return { $ref: `#/definitions/${defName(owner, name)}` };
    // Another API schema's definition (`member-lists.schema.json#/definitions/coupon`).
    const apiOwner = /^([a-z-]+)\.schema\.json$/.exec(file)?.[1];
    if (apiOwner && pointer.startsWith('/definitions/'))
      return { $ref: `#/definitions/${defName(apiOwner, name)}` };
    throw new Error(`unsupported $ref ${ref} in ${owner}`);
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (['$id', '$schema', 'version', 'blockSets', 'examples', 'not'].includes(k)) continue;
    if (k === 'anyOf' && isRequiredOnlyAnyOf(v)) continue;
    if (k === 'definitions' && v && typeof v === 'object') {
      for (const [name, def] of Object.entries(v))
        hoisted[defName(owner, name)] = localise(def, hoisted, owner);
    } else {
      out[k] = localise(v, hoisted, owner);
    }
  }
  return out;
}

async function typesModule(): Promise<string> {
  const definitions: Record<string, unknown> = {};
  localise({ definitions: common.definitions }, definitions, 'common');
  const owners: [string, Schema][] = [
    ['page', page],
    ...blocks.map((b): [string, Schema] => [b.type, b.schema]),
    ...apis.map((a): [string, Schema] => [a.name, a.schema]),
  ];
  for (const [owner, schema] of owners) definitions[owner] = localise(schema, definitions, owner);
  const root = {
    title: 'MallSchemas',
    type: 'object',
    additionalProperties: false,
    definitions,
    properties: Object.fromEntries(Object.keys(definitions).map((k) => [k, { $ref: `#/definitions/${k}` }])),
  } as JSONSchema;
  const ts = await compile(root, 'MallSchemas', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    maxItems: -1,
    format: false,
  });
  // The synthetic root only exists to make every definition reachable.
  return ts.replace(/export interface MallSchemas \{[\s\S]*?\n\}\n/, '');
}

/** The block sets a page can be of (spec 03 section 3); a block schema's `blockSets` names some of them. */
const BLOCK_SETS = ['default', 'HSHSC', 'custom'] as const;

/** A block's `blockSets`, checked: every block belongs to at least one known set. */
function blockSetsOf(block: { type: string; schema: Schema }): string[] {
  const sets = block.schema.blockSets;
  if (!Array.isArray(sets) || sets.length === 0 || !sets.every((set) => BLOCK_SETS.includes(set as never)))
    throw new Error(
      `blocks/${block.type}.schema.json: "blockSets" must list some of ${BLOCK_SETS.join(', ')}`,
    );
  return sets;
}

function catalogModule(): string {
  const lines = [
    BANNER,
    "import type { CompiledValidator } from '../compiled-validator.ts';",
    `import type { ${blocks.map((b) => b.schema.title).join(', ')} } from './types.ts';`,
    '',
    '/** Options type of each block type, keyed by `type`. */',
    'export interface BlockOptionsByType {',
    ...blocks.map((b) => `  ${b.type}: ${b.schema.title};`),
    '}',
    '',
    '/** Every block type that has a schema. */',
    'export type BlockType = keyof BlockOptionsByType;',
    '',
    `export const BLOCK_TYPES = [${blocks.map((b) => `'${b.type}'`).join(', ')}] as const satisfies readonly BlockType[];`,
    '',
    '/** Current options version of each block type (the `version` of its schema). */',
    'export const BLOCK_SCHEMA_VERSIONS: Record<BlockType, number> = {',
    ...blocks.map((b) => `  ${b.type}: ${b.schema.version ?? 1},`),
    '};',
    '',
    '/**',
    ' * The block sets of spec 03 section 3: `default` renders the home pages of the default (DZPT)',
    " * platform, `HSHSC` the good-life mall's home pages, `custom` the custom, special-zone and",
    " * special-offer pages. A page renders the blocks of its own set; another set's block is a diagnostic.",
    ' */',
    `export type BlockSet = ${BLOCK_SETS.map((set) => `'${set}'`).join(' | ')};`,
    '',
    '/** The block sets each block type belongs to (the `blockSets` of its schema). */',
    'export const BLOCK_SETS: Record<BlockType, readonly BlockSet[]> = {',
    ...blocks.map(
      (b) =>
        `  ${b.type}: [${blockSetsOf(b)
          .map((set) => `'${set}'`)
          .join(', ')}],`,
    ),
    '};',
    '',
    '/** Loads the precompiled validator of a block type; each is its own chunk. */',
    'export const BLOCK_VALIDATORS: Record<BlockType, () => Promise<CompiledValidator>> = {',
    ...blocks.map((b) => `  ${b.type}: () => import('./validators/${b.type}.js').then((m) => m.default),`),
    '};',
    '',
    '/** JSON Schema of each block type (for editors, Storybook controls and documentation). */',
    'export const BLOCK_SCHEMAS: Record<BlockType, () => Promise<object>> = {',
    ...blocks.map(
      (b) => `  ${b.type}: () => import('../../blocks/${b.type}.schema.json').then((m) => m.default),`,
    ),
    '};',
    '',
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const ajv = createAjv();
  const files = new Map<string, string>();
  const prettierConfig = (await resolveConfig(join(ROOT, 'src/index.ts'))) ?? {};
  const pretty = (text: string) => format(text, { ...prettierConfig, parser: 'typescript' });

  files.set('types.ts', await pretty(await typesModule()));
  files.set('block-catalog.ts', await pretty(catalogModule()));
  for (const { type, schema } of blocks) {
    files.set(`validators/${type}.js`, await validatorModule(ajv, schema.$id));
    files.set(`validators/${type}.d.ts`, validatorDts);
  }
  files.set('validators/page.js', await validatorModule(ajv, page.$id));
  files.set('validators/page.d.ts', validatorDts);
  // Requests the storefront builds from an address it does not control: checked by the server's own rules.
  for (const [owner, definition] of API_VALIDATORS) {
    const id = `https://schemas.mall.invalid/api/${owner}.schema.json#/definitions/${definition}`;
    files.set(`validators/api-${definition}.js`, await validatorModule(ajv, id));
    files.set(`validators/api-${definition}.d.ts`, validatorDts);
  }

  if (checkOnly) {
    const stale = [...files].filter(([name, text]) => {
      const path = join(OUT, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== text;
    });
    const present = existsSync(join(OUT, 'validators'))
      ? readdirSync(join(OUT, 'validators')).map((f) => `validators/${f}`)
      : [];
    const extra = present.filter((f) => !files.has(f));
    if (stale.length || extra.length) {
      console.error(
        `Generated files are stale: ${[...stale.map(([n]) => n), ...extra].join(', ')}.\nRun npm run codegen and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`Generated files are up to date (${files.size} files).`);
    return;
  }
  rmSync(OUT, { recursive: true, force: true });
  for (const [name, text] of files) {
    const path = join(OUT, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(`Wrote ${files.size} files to src/generated.`);
}

await main();
