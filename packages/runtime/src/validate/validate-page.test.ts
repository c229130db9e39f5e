// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_VALIDATORS } from '@mall/schemas';
import lilishopHome from '../../../../fixtures/lilishop/pc-home.json';
import { loadValidators } from './load-validators.ts';
import { mallSchemaCatalog as catalog } from './mall-schema-catalog.ts';
import { validatePage as validateWith, validatePageWith, type ValidatePageOptions } from './validate-page.ts';

/** The pipeline against every schema of the mall, as the CLI runs it. */
const validatePage = (input: unknown, opts: Omit<ValidatePageOptions, 'catalog'> = {}) =>
  validateWith(input, { ...opts, catalog });

const carousel = (key: string, options: unknown, extra: object = {}) => ({
  key,
  type: 'carousel',
  options,
  ...extra,
});
const slide = { img: '/img/a.png', url: '/goodsList?categoryId=1' };

describe('validatePage', () => {
  afterEach(() => {
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('returns every valid block with its index, name and options', async () => {
    const result = await validatePage(
      JSON.stringify({ list: [{ ...carousel('k1', { list: [slide] }, { version: 2 }), name: 'Banner' }] }),
    );
    expect(result).toEqual({
      blocks: [{ key: 'k1', type: 'carousel', name: 'Banner', index: 0, options: { list: [slide] } }],
      diagnostics: [],
    });
  });

  it('reports text that is not JSON as a not-json page error', async () => {
    const result = await validatePage('{"list": [');
    expect(result.pageError?.reason).toBe('not-json');
    expect(result.pageError?.message).toMatch(/not valid JSON/);
    expect(result.blocks).toEqual([]);
  });

  it.each(['{}', '{"list": {}}', '[]', 'null', '"text"', '42'])(
    'reports %s as a page without a list',
    async (text) => {
      expect((await validatePage(text)).pageError).toEqual({
        reason: 'no-list',
        message: 'the page data has no block list ("list")',
      });
    },
  );

  it('accepts an already parsed page object', async () => {
    const result = await validatePage({ list: [carousel('k1', { list: [] }, { version: 2 })] });
    expect(result.blocks.map((block) => block.key)).toEqual(['k1']);
  });

  it('marks items that are not objects or lack a key or type as invalid, naming them by position', async () => {
    const result = await validatePage({
      list: [5, { type: 'carousel' }, { key: 'k', type: '' }, { key: 3, type: 'x' }],
    });
    expect(result.diagnostics).toEqual([
      {
        key: '#1',
        type: '(none)',
        reason: 'invalid',
        errors: [{ path: '', message: 'must be an object with key, type and options' }],
        position: 1,
      },
      {
        key: '#2',
        type: 'carousel',
        reason: 'invalid',
        errors: [{ path: 'key', message: 'is required' }],
        position: 2,
      },
      {
        key: 'k',
        type: '(none)',
        reason: 'invalid',
        errors: [{ path: 'type', message: 'must not be empty' }],
        position: 3,
      },
      {
        key: '#4',
        type: 'x',
        reason: 'invalid',
        errors: [{ path: 'key', message: 'must be a text' }],
        position: 4,
      },
    ]);
  });

  it('drops a later block with a key seen before as duplicate-key, keeping the first', async () => {
    const result = await validatePage({
      list: [
        carousel('same', { list: [] }, { version: 2 }),
        { key: 'same', type: 'noticeShow', options: { list: [] } },
      ],
    });
    expect(result.blocks.map((block) => block.type)).toEqual(['carousel']);
    expect(result.diagnostics).toEqual([
      {
        key: 'same',
        type: 'noticeShow',
        reason: 'duplicate-key',
        errors: [{ path: 'key', message: 'is already used by block #1, so this block is dropped' }],
        position: 2,
      },
    ]);
  });

  it('reports a type no schema knows as unknown-type', async () => {
    const result = await validatePage({ list: [{ key: 'k', type: 'magicCarpet', options: {} }] });
    expect(result.diagnostics).toEqual([
      {
        key: 'k',
        type: 'magicCarpet',
        reason: 'unknown-type',
        errors: [{ path: 'type', message: 'is not a known block type' }],
        position: 1,
      },
    ]);
  });

  it('suggests the known type an unknown one is a slip of, and names the block as the operator did', async () => {
    const result = await validatePage({
      list: [{ key: 'k', type: 'carousal', name: '首页轮播', options: {} }],
    });
    expect(result.diagnostics).toEqual([
      {
        key: 'k',
        type: 'carousal',
        reason: 'unknown-type',
        errors: [{ path: 'type', message: 'is not a known block type; did you mean "carousel"?' }],
        position: 1,
        name: '首页轮播',
      },
    ]);
  });

  it("reports a block of another block set as wrong-platform when told the page's set, as the renderer does", async () => {
    // goodLifeCarousel belongs to the good-life mall's home pages and custom pages (its schema's blockSets).
    const list = [{ key: 'g', type: 'goodLifeCarousel', name: '好生活轮播', options: { list: [] } }];
    expect((await validatePage({ list }, { blockSet: 'HSHSC' })).diagnostics).toEqual([]);
    expect((await validatePage({ list })).diagnostics).toEqual([]);
    expect((await validatePage({ list }, { blockSet: 'default' })).diagnostics).toEqual([
      {
        key: 'g',
        type: 'goodLifeCarousel',
        reason: 'wrong-platform',
        errors: [
          {
            path: 'type',
            message:
              'belongs to Good Life Benefits Mall (HSHSC) home, custom, special and special-offer pages, not to default-platform home pages',
          },
        ],
        position: 1,
        name: '好生活轮播',
      },
    ]);
  });

  it('migrates a v1 carousel whose slide links are legacy objects, then validates it', async () => {
    const result = await validatePage({
      list: [
        carousel('old', { list: [{ img: '/img/a.png', url: { ___type: 'goods', id: '1', goodsId: '2' } }] }),
      ],
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.blocks[0]?.options).toEqual({
      list: [{ img: '/img/a.png', url: '/goodsDetail?skuId=1&goodsId=2' }],
    });
  });

  it("migrates the adverts lilishop's PC decorator saved, with no version, then validates them", async () => {
    const adverts = lilishopHome.list.filter((block) =>
      ['carousel', 'hotAdvert', 'discountAdvert', 'bannerAdvert'].includes(block.type),
    );
    const result = await validatePage({ list: adverts }, { blockSet: 'default' });
    expect(result.diagnostics).toEqual([]);
    expect(result.blocks.map((block) => block.type)).toEqual([
      'carousel',
      'hotAdvert',
      'discountAdvert',
      'bannerAdvert',
    ]);
    expect((result.blocks[1]?.options as { list: unknown[] }).list).toHaveLength(5);
    expect((result.blocks[2]?.options as { list: unknown[] }).list).toHaveLength(4);
  });

  it('refuses a block saved by a newer editor', async () => {
    const result = await validatePage({ list: [carousel('new', { list: [] }, { version: 99 })] });
    expect(result.diagnostics[0]).toEqual({
      key: 'new',
      type: 'carousel',
      position: 1,
      reason: 'invalid',
      errors: [
        {
          path: 'version',
          message: 'was saved by a newer editor (version 99; this site reads up to version 2)',
        },
      ],
    });
  });

  it('explains invalid options field by field in words an operator understands', async () => {
    const result = await validatePage({
      list: [
        carousel(
          'bad',
          {
            list: [
              { img: 'a.png', url: 'javascript:alert(1)' },
              { url: 3 },
              ...Array.from({ length: 19 }, () => slide),
            ],
            autoplay: 'yes',
          },
          { version: 2 },
        ),
      ],
    });
    expect(result.diagnostics).toEqual([
      {
        key: 'bad',
        type: 'carousel',
        reason: 'invalid',
        position: 1,
        errors: [
          { path: 'options.list', message: 'must have at most 20 items' },
          { path: 'options.list[0].img', message: 'must be a picture address starting with / or http(s)://' },
          { path: 'options.list[0].url', message: 'is not an allowed link' },
          { path: 'options.list[1].img', message: 'is required' },
          { path: 'options.list[1].url', message: 'must be a text' },
          { path: 'options.autoplay', message: 'must be true or false' },
        ],
      },
    ]);
  });

  it('collapses an anyOf of required fields into one "needs one of" line', async () => {
    const result = await validatePage({ list: [{ key: 'f', type: 'flashBuy', options: { maxGoods: 0 } }] });
    expect(result.diagnostics[0]?.errors).toEqual([
      { path: 'options', message: 'needs one of planId, marketId' },
      { path: 'options.maxGoods', message: 'must be at least 1' },
    ]);
  });

  it('treats missing options as {} and reports what they lack', async () => {
    const result = await validatePage({ list: [{ key: 'n', type: 'noticeShow' }] });
    expect(result.diagnostics[0]?.errors).toEqual([{ path: 'options.list', message: 'is required' }]);
  });

  it('writes the messages in Chinese for zh-CN', async () => {
    const result = await validatePage(
      {
        list: [
          { key: 'f', type: 'flashBuy', options: {} },
          { key: 'n', type: 'noticeShow', options: { list: 'x' } },
        ],
      },
      { locale: 'zh-CN' },
    );
    expect(result.diagnostics.map((diagnostic) => diagnostic.errors)).toEqual([
      [{ path: 'options', message: '需要填写以下之一：planId, marketId' }],
      [{ path: 'options.list', message: '必须是列表' }],
    ]);
  });

  it('lists at most 20 problems per block and sums up the rest', async () => {
    const list = Array.from({ length: 21 }, () => ({ img: 'bad' }));
    const result = await validatePage({ list: [carousel('many', { list }, { version: 2 })] });
    const errors = result.diagnostics[0]?.errors ?? [];
    expect(errors).toHaveLength(21);
    expect(errors.at(-1)).toEqual({ path: 'options', message: 'and 2 more problems' });
  });

  it('never lets __proto__ or constructor keys reach Object.prototype', async () => {
    const text =
      '{"list":[{"key":"p","type":"carousel","options":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},' +
      '"list":[{"img":"/a.png","url":{"___type":"goods","id":"1"},"__proto__":{"polluted":1}}]}},' +
      '{"key":"__proto__","type":"constructor"}],"__proto__":{"polluted":1}}';
    const result = await validatePage(text);
    expect(result.blocks.map((block) => block.key)).toEqual(['p']);
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['unknown-type']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not throw on huge strings, deep nesting or a huge list', async () => {
    const deep = `{"list":[{"key":"d","type":"noticeShow","options":{"list":[],"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}}]}`;
    await expect(validatePage(deep)).resolves.toMatchObject({ blocks: [{ key: 'd' }] });
    const huge = {
      list: [{ key: 'h', type: 'noticeShow', options: { list: [{ title: 'x'.repeat(5_000_000) }] } }],
    };
    await expect(validatePage(huge)).resolves.toMatchObject({
      diagnostics: [{ errors: [{ path: 'options.list[0].title' }] }],
    });
    const many = {
      list: Array.from({ length: 20_000 }, (_, i) => ({
        key: `k${i}`,
        type: 'noticeShow',
        options: { list: [] },
      })),
    };
    expect((await validatePage(many)).blocks).toHaveLength(20_000);
    await expect(validatePage(`${'['.repeat(1_000_000)}`)).resolves.toMatchObject({
      pageError: { reason: 'not-json' },
    });
  });
});

describe('validatePageWith', () => {
  it('validates synchronously with the validators it is given', async () => {
    const validators = await loadValidators(['carousel', 'carousel', 'unknownThing'], catalog);
    expect(Object.keys(validators)).toEqual(['carousel']);
    const result = validatePageWith(
      '{"list":[{"key":"a","type":"carousel","version":2,"options":{"list":[]}}]}',
      validators,
      { catalog },
    );
    expect(result.blocks).toHaveLength(1);
  });

  it('reports a load-error for a known type whose validator is missing', () => {
    const result = validatePageWith(
      { list: [{ key: 'a', type: 'noticeShow', options: { list: [] } }] },
      {},
      { catalog },
    );
    expect(result.diagnostics[0]?.reason).toBe('load-error');
  });

  it('loads every requested validator at once', async () => {
    expect(
      Object.keys(await loadValidators(['noticeShow', 'goodsList', 'flashBuy'], catalog)).sort(),
    ).toEqual(['flashBuy', 'goodsList', 'noticeShow']);
    expect(Object.keys(BLOCK_VALIDATORS).length).toBeGreaterThan(0);
  });
});
