import { vi } from 'vitest';
import { BLOCK_TYPES, type BlockType } from '@mall/schemas';
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

/** A registry of tiny test components for every block type; `overrides` replace definitions. */
export function fakeRegistry(overrides: Partial<Record<BlockType, Partial<BlockDefinition<unknown>>>> = {}): {
  registry: BlockRegistry;
  loads: Record<BlockType, LoadSpy>;
} {
  const loads = {} as Record<BlockType, LoadSpy>;
  const definitions = {} as Record<BlockType, BlockDefinition<unknown>>;
  for (const type of BLOCK_TYPES) {
    const override = overrides[type] ?? {};
    const load = vi.fn(override.load ?? (() => Promise.resolve(tinyBlock(type))));
    loads[type] = load;
    definitions[type] = { skeletonHeight: 120, platforms: ['default', 'HSHSC', 'custom'], ...override, load };
  }
  return { registry: defineRegistry(definitions as unknown as RegistryShape, mallSchemaCatalog), loads };
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
