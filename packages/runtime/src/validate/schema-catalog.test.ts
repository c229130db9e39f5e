// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { BlockSet, BlockType, CompiledValidator } from '@mall/schemas';
import { createSchemaCatalog, type BlockSchemaTables } from './schema-catalog.ts';

const accept = (() => true) as unknown as CompiledValidator;

function tables(loadCarousel: () => Promise<CompiledValidator>): BlockSchemaTables {
  return {
    types: ['carousel', 'noticeShow'] as BlockType[],
    versions: { carousel: 2, noticeShow: 1 } as Record<BlockType, number>,
    migrations: { carousel: [(options) => ({ ...options, migrated: true })] },
    blockSets: { carousel: ['default', 'custom'], noticeShow: ['default'] } as unknown as Record<
      BlockType,
      readonly BlockSet[]
    >,
    validators: { carousel: loadCarousel, noticeShow: () => Promise.resolve(accept) } as Record<
      BlockType,
      () => Promise<CompiledValidator>
    >,
  };
}

describe('createSchemaCatalog', () => {
  it('knows the types it was given and nothing an object inherits', () => {
    const catalog = createSchemaCatalog(tables(() => Promise.resolve(accept)));
    expect(catalog.has('carousel')).toBe(true);
    expect(catalog.has('magicCarpet')).toBe(false);
    expect(catalog.has('constructor')).toBe(false);
    expect(catalog.types).toEqual(['carousel', 'noticeShow']);
  });

  it('gives each type its version and migrations, and none to a type without any', () => {
    const catalog = createSchemaCatalog(tables(() => Promise.resolve(accept)));
    expect(catalog.version('carousel')).toBe(2);
    expect(catalog.migrations('carousel')).toHaveLength(1);
    expect(catalog.migrations('noticeShow')).toEqual([]);
  });

  it('loads a validator once however many pages ask for it', async () => {
    const load = vi.fn(() => Promise.resolve(accept));
    const catalog = createSchemaCatalog(tables(load));
    await Promise.all([catalog.loadValidator('carousel'), catalog.loadValidator('carousel')]);
    await catalog.loadValidator('carousel');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a validator that failed to load, so the next page tries again', async () => {
    const load = vi
      .fn<() => Promise<CompiledValidator>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(accept);
    const catalog = createSchemaCatalog(tables(load));
    await expect(catalog.loadValidator('carousel')).rejects.toThrow('offline');
    await expect(catalog.loadValidator('carousel')).resolves.toBe(accept);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
