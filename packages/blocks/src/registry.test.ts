import { BLOCK_TYPES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { BANNER_ADVERT_HEIGHT } from './banner-advert/banner-advert-layout.ts';
import { CAROUSEL_HEIGHT } from './carousel/carousel-layout.ts';
import { FLASH_BUY_HEIGHT } from './flash-buy/flash-buy-layout.ts';
import { NOTICE_SHOW_HEIGHT } from './notice-show/notice-show-layout.ts';
import { blockFolder } from './block-folder.ts';
import * as definitions from './definitions.ts';
import { loadBlockRegistry } from './load-block-registry.ts';
import { blockRegistry } from './registry.ts';

// Every block's stories (their meta names the block type) and fixtures, found by file name.
const storyMetas = import.meta.glob<{ parameters?: { blockType?: string } }>('./*/*.stories.tsx', {
  eager: true,
  import: 'default',
});
const STORY_TYPES = new Set(Object.values(storyMetas).map((meta) => meta.parameters?.blockType));
const FIXTURE_FILES = Object.keys(import.meta.glob('../../../fixtures/blocks/*/*.json'));
const fixturesOf = (type: string) =>
  FIXTURE_FILES.filter((file) => file.startsWith(`../../../fixtures/blocks/${type}/`)).map((file) =>
    file.replace(/^.*\//, ''),
  );

const COMPONENT_FILES = Object.keys(import.meta.glob('./*/[A-Z]*.tsx')).filter(
  (file) => !/\.(stories|test)\.tsx$/.test(file),
);
const DEFINITION_MODULES = import.meta.glob<unknown>('./*/definition.ts', {
  eager: true,
  import: 'definition',
});

// The pages the seed publishes (fixtures/pages): every block type must be on one, so the browser tests
// and a fresh `npm start` have each block live somewhere.
const FIXTURE_PAGES = import.meta.glob<{ list: Array<{ type: string }> }>('../../../fixtures/pages/*.json', {
  eager: true,
  import: 'default',
});
const TYPES_ON_FIXTURE_PAGES = new Set(
  Object.values(FIXTURE_PAGES).flatMap((page) => page.list.map((block) => block.type)),
);

describe('blockRegistry', () => {
  it('knows every block type that has a schema, and only those', () => {
    expect([...blockRegistry.types].sort()).toEqual([...BLOCK_TYPES].sort());
    expect([...blockRegistry.schemas.types].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('is what the storefront loads as the block index, one registry for the whole app', async () => {
    const first = loadBlockRegistry();
    expect(loadBlockRegistry()).toBe(first);
    expect(await first).toBe(blockRegistry);
  });

  it.each(BLOCK_TYPES)('keeps %s in the folder named after it, with its definition', (type) => {
    expect(COMPONENT_FILES.filter((file) => file.startsWith(`./${blockFolder(type)}/`))).not.toEqual([]);
    expect(definitions[type]).toBe(DEFINITION_MODULES[`./${blockFolder(type)}/definition.ts`]);
  });

  it.each(BLOCK_TYPES)('has %s on at least one of the pages the seed publishes (fixtures/pages)', (type) => {
    expect(TYPES_ON_FIXTURE_PAGES.has(type)).toBe(true);
  });

  it.each(BLOCK_TYPES)('has stories for %s', (type) => {
    expect(STORY_TYPES.has(type)).toBe(true);
  });

  it.each(BLOCK_TYPES)('has typical, empty, many and invalid fixtures for %s', (type) => {
    expect(fixturesOf(type)).toEqual(
      expect.arrayContaining(['typical.json', 'empty.json', 'many.json', 'invalid.json']),
    );
  });

  it.each(BLOCK_TYPES)('puts %s in at least one block set (its schema says which)', (type) => {
    expect(blockRegistry.schemas.blockSets(type).length).toBeGreaterThan(0);
  });

  it('loads a component for every type', async () => {
    const loads = blockRegistry.preload(BLOCK_TYPES);
    for (const type of BLOCK_TYPES) {
      expect(typeof (await loads.get(type))).toBe('function');
    }
  });

  it('shows flash buy to members only', () => {
    expect(blockRegistry.get('flashBuy')?.requiresLogin).toBe(true);
    expect(blockRegistry.get('carousel')?.requiresLogin).toBeFalsy();
  });

  it('reserves the real height of the fixed-size blocks while they load', () => {
    expect(blockRegistry.get('carousel')?.skeletonHeight).toBe(CAROUSEL_HEIGHT);
    expect(CAROUSEL_HEIGHT).toBe(453);
    expect(blockRegistry.get('bannerAdvert')?.skeletonHeight).toBe(BANNER_ADVERT_HEIGHT);
    expect(BANNER_ADVERT_HEIGHT).toBe(100);
    expect(blockRegistry.get('noticeShow')?.skeletonHeight).toBe(NOTICE_SHOW_HEIGHT);
    expect(blockRegistry.get('flashBuy')?.skeletonHeight).toBe(FLASH_BUY_HEIGHT);
  });
});
