import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  BLOCK_MIGRATIONS,
  BLOCK_SCHEMA_VERSIONS,
  BLOCK_TYPES,
  BLOCK_VALIDATORS,
  validatePageEnvelope,
  type BlockType,
} from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, IMAGES_DIR, REPO_ROOT } from '../paths.ts';

// The fixture corpus is shared by Storybook, unit tests, the seed and e2e tests: these checks keep
// it valid against the block schemas and free of dangling ids, missing pictures and outside URLs.
// (The runtime's `mall-validate` checks the same pages; this test needs nothing but @mall/schemas.)

interface StoredBlock {
  key: string;
  type: string;
  version?: number;
  options?: Record<string, unknown>;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const pageFiles = readdirSync(join(FIXTURES_DIR, 'pages')).filter((f) => f.endsWith('.json'));
const readPage = (file: string) => readJson<{ list: StoredBlock[] }>(join(FIXTURES_DIR, 'pages', file));
const BROKEN_PAGE = 'broken-pages/broken-one-block.json';
const readBrokenPage = () => readJson<{ list: StoredBlock[] }>(join(FIXTURES_DIR, BROKEN_PAGE));
const isBlockType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

/** Lifts a block's options to the current schema version, as the runtime does before validating. */
function migrateOptions(type: BlockType, block: StoredBlock): Record<string, unknown> {
  let options = block.options ?? {};
  const steps = BLOCK_MIGRATIONS[type] ?? [];
  for (let version = block.version ?? 1; version < BLOCK_SCHEMA_VERSIONS[type]; version++) {
    const step = steps[version - 1];
    if (!step) throw new Error(`no migration of ${type} from version ${version}`);
    options = step(options);
  }
  return options;
}

/** Keys of the blocks of a page that fail their schema (after migration), with the first error. */
async function invalidBlocks(page: string | { list: StoredBlock[] }): Promise<string[]> {
  const invalid: string[] = [];
  for (const block of (typeof page === 'string' ? readPage(page) : page).list) {
    if (!isBlockType(block.type)) {
      invalid.push(`${block.key} unknown type ${block.type}`);
      continue;
    }
    const validate = await BLOCK_VALIDATORS[block.type]();
    if (!validate(migrateOptions(block.type, block))) {
      const error = validate.errors?.[0];
      invalid.push(`${block.key} ${block.type} ${error?.instancePath} ${error?.message}`);
    }
  }
  return invalid;
}

/** Every string value in a JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const seedFiles = readdirSync(join(FIXTURES_DIR, 'seed')).map((f) => join(FIXTURES_DIR, 'seed', f));
const schemaFiles = [
  'packages/schemas/common.schema.json',
  'packages/schemas/page.schema.json',
  ...readdirSync(join(REPO_ROOT, 'packages/schemas/blocks')).map((f) => `packages/schemas/blocks/${f}`),
].map((f) => join(REPO_ROOT, f));
const jsonCorpus = [...seedFiles, ...pageFiles.map((f) => join(FIXTURES_DIR, 'pages', f)), ...schemaFiles];

describe('fixtures/pages', () => {
  it('holds exactly the pages fixtures/seed/pages.json seeds, besides the deliberately broken one', () => {
    const seeded = readJson<{ file: string }[]>(join(FIXTURES_DIR, 'seed/pages.json')).map((p) => p.file);
    expect([...seeded].sort()).toEqual([...pageFiles.map((f) => `pages/${f}`), BROKEN_PAGE].sort());
  });

  // That every block type is on one of these pages is the blocks package's rule (registry.test.ts), so a
  // new block learns it in its own package's suite.
  it('use only block types that have a schema', () => {
    const used = new Set(pageFiles.flatMap((file) => readPage(file).list.map((block) => block.type)));
    expect([...used].filter((type) => !isBlockType(type))).toEqual([]);
  });

  it.each(pageFiles)('%s is a page envelope whose keys are unique `<epoch ms>_<n>`', (file) => {
    const page = readPage(file);
    expect(validatePageEnvelope(page)).toBe(true);
    const keys = page.list.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^\d{13}_\d+$/);
  });

  it.each(pageFiles)('every block of %s is valid', async (file) => {
    expect(await invalidBlocks(file)).toEqual([]);
  });

  it('broken-one-block.json has six valid blocks and one carousel slide without its picture', async () => {
    expect(readBrokenPage().list).toHaveLength(7);
    expect(await invalidBlocks(readBrokenPage())).toEqual([
      "1700000600000_2 carousel /list/1 must have required property 'img'",
    ]);
  });

  it('legacy-carousel.json stores version-1 link objects that migrate to paths', () => {
    const carousel = readPage('legacy-carousel.json').list[0]!;
    expect(carousel).toMatchObject({ type: 'carousel', version: 1 });
    expect(carousel.options?.list).toContainEqual(
      expect.objectContaining({ url: { ___type: 'goods', id: '1001', goodsId: '101' } }),
    );
    const migrated = migrateOptions('carousel', carousel) as { list: { url: string }[] };
    expect(migrated.list[0]?.url).toBe('/goodsDetail?skuId=1001&goodsId=101');
  });

  it('large.json has at least 120 blocks, of seven types of the default home set', () => {
    const list = readPage('large.json').list;
    expect(list.length).toBeGreaterThanOrEqual(120);
    expect(new Set(list.map((b) => b.type)).size).toBe(7);
  });

  it('refers only to plans, markets and SKUs of the seed', () => {
    const plans = new Set(readJson<{ id: string }[]>(join(FIXTURES_DIR, 'seed/plans.json')).map((p) => p.id));
    const markets = new Set(
      readJson<{ id: string }[]>(join(FIXTURES_DIR, 'seed/markets.json')).map((m) => m.id),
    );
    const goods = readJson<{ skus: { skuId: string }[] }[]>(join(FIXTURES_DIR, 'seed/goods.json'));
    const skus = new Set(goods.flatMap((g) => g.skus.map((s) => s.skuId)));
    for (const file of pageFiles) {
      for (const block of readPage(file).list) {
        const options = block.options as { planId?: string; marketId?: string; list?: { skuId?: string }[] };
        if (options.planId) expect(plans, `${file} ${block.key}`).toContain(options.planId);
        if (options.marketId) expect(markets, `${file} ${block.key}`).toContain(options.marketId);
        if (block.type === 'goodsList') {
          for (const item of options.list ?? []) expect(skus, `${file} ${block.key}`).toContain(item.skuId);
        }
        for (const text of strings(options)) {
          for (const [, id] of text.matchAll(/planId=([\w-]+)/g))
            expect(plans, `${file} ${block.key}`).toContain(id);
        }
      }
    }
  });
});

describe('fixtures/seed/nav-items.json', () => {
  const ids = (file: string, key = 'id') =>
    new Set(readJson<Record<string, string>[]>(join(FIXTURES_DIR, 'seed', file)).map((row) => row[key]));
  const items = readJson<{ id: string; oneId: string | null; pageId: string | null; url: string }[]>(
    join(FIXTURES_DIR, 'seed/nav-items.json'),
  );

  it('refers only to enterprises, pages, plans and markets of the seed', () => {
    const [enterprises, pages, plans, markets] = [
      ids('enterprises.json', 'oneId'),
      ids('pages.json'),
      ids('plans.json'),
      ids('markets.json'),
    ];
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) {
      if (item.oneId) expect(enterprises, item.id).toContain(item.oneId);
      if (item.pageId) expect(pages, item.id).toContain(item.pageId);
      const query = new URLSearchParams(item.url.split('?')[1] ?? '');
      const planId = query.get('planId');
      const marketId = query.get('marketId');
      if (planId) expect(plans, item.id).toContain(planId);
      if (marketId) expect(markets, item.id).toContain(marketId);
    }
  });
});

describe('fixtures/images', () => {
  it('has every picture the fixtures and the schema examples refer to', () => {
    const missing = jsonCorpus
      .flatMap((file) => strings(readJson<unknown>(file)).map((text) => [file, text] as const))
      .filter(([, text]) => text.startsWith('/img/'))
      .filter(([, path]) => !existsSync(join(IMAGES_DIR, path.slice('/img/'.length))))
      .map(([file, path]) => `${relative(REPO_ROOT, file)}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('gives every picture its size: banners 830x453, goods 400x400, icons 64x64, hot zones 1200x400, adverts 1200x100, store logos 200x200', () => {
    const expected: [RegExp, string][] = [
      [/^banners\/advert\.svg$/, '1200x100'],
      [/^banners\//, '830x453'],
      [/^goods\//, '400x400'],
      [/^icons\//, '64x64'],
      [/^hotzones\//, '1200x400'],
      [/^adverts\//, '1200x100'],
      [/^stores\//, '200x200'],
    ];
    const ours = filesUnder(IMAGES_DIR)
      .map((file) => relative(IMAGES_DIR, file))
      // fixtures/images/blocks/ belongs to the blocks package's stories.
      .filter((file) => !file.startsWith('blocks/'));
    expect(ours.length).toBeGreaterThan(70);
    for (const file of ours) {
      const svg = readFileSync(join(IMAGES_DIR, file), 'utf8');
      const size = svg.match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/);
      expect(size, file).not.toBeNull();
      const want = expected.find(([pattern]) => pattern.test(file))?.[1];
      if (want) expect(`${size?.[1]}x${size?.[2]}`, file).toBe(want);
    }
  });
});

describe('fixtures/images, drawn', () => {
  it('holds no SVG a browser refuses to draw: no bare & in its text (the brand wall of many brands showed 洁柔 as a broken picture)', () => {
    const bare = filesUnder(IMAGES_DIR)
      .filter((file) => file.endsWith('.svg'))
      .filter((file) => /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(IMAGES_DIR, file));
    expect(bare).toEqual([]);
  });

  it('draws the words of every picture as outlines, with no <text> a browser would lay out apart from the page (npm run outline-pictures -w @mall/server)', () => {
    const withText = filesUnder(IMAGES_DIR)
      .filter((file) => file.endsWith('.svg'))
      .filter((file) => /<text\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(IMAGES_DIR, file));
    expect(withText).toEqual([]);
  });
});

describe('the fixture corpus', () => {
  it('points at no outside address: every http(s) URL is on a reserved .invalid host', () => {
    const svgs = filesUnder(IMAGES_DIR).filter(
      (f) => f.endsWith('.svg') && !relative(IMAGES_DIR, f).startsWith('blocks/'),
    );
    const texts = [
      ...[...seedFiles, ...pageFiles.map((f) => join(FIXTURES_DIR, 'pages', f))].map((f) =>
        readFileSync(f, 'utf8'),
      ),
      // The SVG namespace is an identifier, never fetched.
      ...svgs.map((f) => readFileSync(f, 'utf8').replaceAll('xmlns="http://www.w3.org/2000/svg"', '')),
    ];
    const outside = texts
      .flatMap((text) => [...text.matchAll(/https?:\/\/([^/"'\s?#]+)/g)])
      .map((match) => match[1]!)
      .filter((host) => !host.endsWith('.invalid'));
    expect(outside).toEqual([]);
  });
});
