import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_MIGRATIONS,
  BLOCK_SCHEMA_VERSIONS,
  BLOCK_TYPES,
  BLOCK_VALIDATORS,
  type BlockType,
} from '../src/index.ts';

const ROOT = join(import.meta.dirname, '..');
const schemaOf = (type: string) =>
  JSON.parse(readFileSync(join(ROOT, 'blocks', `${type}.schema.json`), 'utf8')) as {
    title: string;
    description?: string;
    version?: number;
    examples?: unknown[];
    properties: Record<string, { description?: string; $ref?: string }>;
  };

describe('block schemas', () => {
  it('has a schema file for every block type in the catalogue and no other', () => {
    const files = readdirSync(join(ROOT, 'blocks')).map((f) => f.replace('.schema.json', ''));
    expect([...files].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  describe.each(BLOCK_TYPES)('%s', (type: BlockType) => {
    const schema = schemaOf(type);

    it('documents itself with a description, examples and a version', () => {
      expect(schema.description).toBeTruthy();
      expect(schema.examples?.length).toBeGreaterThan(0);
      expect(schema.version).toBe(BLOCK_SCHEMA_VERSIONS[type]);
    });

    it('describes every option it accepts', () => {
      for (const [name, property] of Object.entries(schema.properties)) {
        const documented = Boolean(property.description) || Boolean(property.$ref);
        expect(documented, `${type}.${name} has no description`).toBe(true);
      }
    });

    it('accepts its own examples', async () => {
      const validate = await BLOCK_VALIDATORS[type]();
      for (const example of schema.examples ?? []) {
        expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
      }
    });

    it('rejects options that are not an object', async () => {
      const validate = await BLOCK_VALIDATORS[type]();
      expect(validate('not options')).toBe(false);
    });

    it('ships one migration for every version step', () => {
      expect(BLOCK_MIGRATIONS[type]?.length ?? 0).toBe(BLOCK_SCHEMA_VERSIONS[type] - 1);
    });
  });
});

describe('link fields', () => {
  it.each(['javascript:alert(1)', '  JavaScript:alert(1)', 'data:text/html,<script>', 'VBScript:msgbox'])(
    'refuse %s',
    async (url) => {
      const validate = await BLOCK_VALIDATORS.bannerAdvert();
      expect(validate({ img: '/img/a.svg', url })).toBe(false);
    },
  );

  it('accept internal paths, https addresses and special codes', async () => {
    const validate = await BLOCK_VALIDATORS.bannerAdvert();
    for (const url of ['/goodsList?categoryId=1,2', 'https://example.com/a', 'CDF', 'PC-DZPT', '']) {
      expect(validate({ img: '/img/a.svg', url }), url).toBe(true);
    }
  });
});
