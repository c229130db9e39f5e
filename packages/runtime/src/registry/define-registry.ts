import type { BlockType } from '@mall/schemas';
import type { BlockSchemaCatalog } from '../validate/schema-catalog.ts';
import type { AnyBlockDefinition, BlockComponent, RegistryShape } from './block-definition.ts';

/** Any block component, as the runtime renders it after validation. */
export type AnyBlockComponent = BlockComponent<unknown>;

/** The registry the renderer looks block types up in. */
export interface BlockRegistry {
  /** The definition of a type from page JSON, or `undefined` for a type it does not know. */
  get(type: string): AnyBlockDefinition | undefined;
  has(type: string): type is BlockType;
  /** Every registered type. */
  readonly types: readonly BlockType[];
  /**
   * Requests the chunk of every listed type at once and answers one promise per known type.
   * A chunk is requested once per registry; a failed one is requested again by a later call.
   */
  preload(types: Iterable<string>): Map<BlockType, Promise<AnyBlockComponent>>;
  /** The schemas the blocks' options are checked against (types, versions, migrations, validators). */
  readonly schemas: BlockSchemaCatalog;
}

/**
 * Builds the registry from one flat `type -> definition` map and the schemas of those types. Pass
 * the map with `satisfies RegistryShape` so the compiler checks every block type has an entry typed
 * by its options.
 */
export function defineRegistry(definitions: RegistryShape, schemas: BlockSchemaCatalog): BlockRegistry {
  // A Map, so a type such as `constructor` from page JSON never finds Object.prototype's members.
  const byType = new Map<string, AnyBlockDefinition>(
    Object.entries(definitions) as Array<[string, AnyBlockDefinition]>,
  );
  const types = [...byType.keys()] as BlockType[];
  const chunks = new Map<BlockType, { load: Promise<AnyBlockComponent>; failed: boolean }>();

  const has = (type: string): type is BlockType => byType.has(type);

  const request = (type: BlockType, definition: AnyBlockDefinition): Promise<AnyBlockComponent> => {
    const cached = chunks.get(type);
    if (cached && !cached.failed) return cached.load;
    let load: Promise<AnyBlockComponent>;
    try {
      load = Promise.resolve(definition.load() as unknown as Promise<AnyBlockComponent>);
    } catch (error) {
      load = Promise.reject(error);
    }
    const entry = { load, failed: false };
    chunks.set(type, entry);
    load.catch(() => {
      entry.failed = true;
    });
    return load;
  };

  return {
    get: (type) => byType.get(type),
    has,
    types,
    schemas,
    preload: (wanted) => {
      const loads = new Map<BlockType, Promise<AnyBlockComponent>>();
      for (const type of wanted) {
        const definition = byType.get(type);
        if (!definition || !has(type) || loads.has(type)) continue;
        loads.set(type, request(type, definition));
      }
      return loads;
    },
  };
}
