import { vi } from 'vitest';
import { BLOCK_TYPES, type BlockSet, type BlockType } from '@mall/schemas';
import { mallSchemaCatalog } from '../validate/mall-schema-catalog.ts';
import type {
  BlockComponent,
  BlockDefinition,
  BlockProps,
  RegistryShape,
} from '../registry/block-definition.ts';
import { defineRegistry, type BlockRegistry } from '../registry/define-registry.ts';

/** A tiny block that shows its type, key and how many list items it got. */
function tinyBlock(type: string): BlockComponent<unknown> {
  function TinyBlock({ blockKey, name, options }: BlockProps<unknown>) {
    const list = (options as { list?: unknown[] }).list;
    return (
      <p>
        {type} {blockKey}
        {name ? ` "${name}"` : ''}
        {Array.isArray(list) ? ` with ${list.length} items` : ''}
      </p>
    );
  }
  return TinyBlock;
}

type LoadSpy = ReturnType<typeof vi.fn<() => Promise<BlockComponent<unknown>>>>;

/** What a test may change of a block type: its definition, and the block sets its schema names. */
type FakeOverride = Partial<BlockDefinition<unknown>> & { blockSets?: readonly BlockSet[] };

const EVERY_SET: readonly BlockSet[] = ['default', 'HSHSC', 'custom'];

/**
 * A registry of tiny test components for every block type; `overrides` replace definitions. Every
 * type belongs to every block set unless an override says otherwise.
 */
export function fakeRegistry(overrides: Partial<Record<BlockType, FakeOverride>> = {}): {
  registry: BlockRegistry;
  loads: Record<BlockType, LoadSpy>;
} {
  const loads = {} as Record<BlockType, LoadSpy>;
  const definitions = {} as Record<BlockType, BlockDefinition<unknown>>;
  for (const type of BLOCK_TYPES) {
    const { blockSets: _sets, ...override } = overrides[type] ?? {};
    const load = vi.fn(override.load ?? (() => Promise.resolve(tinyBlock(type))));
    loads[type] = load;
    definitions[type] = { skeletonHeight: 120, ...override, load };
  }
  const schemas = {
    ...mallSchemaCatalog,
    blockSets: (type: BlockType) => overrides[type]?.blockSets ?? EVERY_SET,
  };
  return { registry: defineRegistry(definitions as unknown as RegistryShape, schemas), loads };
}

/** A promise settled from outside, to hold a chunk back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export { tinyBlock };
