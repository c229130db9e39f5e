import type { BlockMigration, BlockSet, BlockType, CompiledValidator } from '@mall/schemas';

/**
 * What the page pipeline knows of the block types' schemas: which types exist, each one's current
 * version and migrations, and its precompiled validator (loaded on demand, one chunk each).
 *
 * It is handed in, never imported by the pipeline, so the code every page loads first holds no
 * table that grows with the block library: the storefront gets it with the block registry, a
 * chunk of its own, and Node tools use `mallSchemaCatalog`.
 */
export interface BlockSchemaCatalog {
  /** Every type with a schema. */
  readonly types: readonly BlockType[];
  /** Whether `type` names a block type with a schema. */
  has(type: string): type is BlockType;
  /** The type's current schema version; stored options are migrated up to it. */
  version(type: BlockType): number;
  /** The type's migrations: entry `i` lifts options from version `i + 1` to `i + 2`. */
  migrations(type: BlockType): readonly BlockMigration[];
  /** The block sets (page kinds) the type belongs to; a page of another set reports it as `wrong-platform`. */
  blockSets(type: BlockType): readonly BlockSet[];
  /** Loads the type's validator, once; a failed load is forgotten so a later page tries again. */
  loadValidator(type: BlockType): Promise<CompiledValidator>;
}

/** The generated tables a catalogue is made of (see `@mall/schemas`). */
export interface BlockSchemaTables {
  types: readonly BlockType[];
  versions: Readonly<Record<BlockType, number>>;
  migrations: Readonly<Partial<Record<BlockType, readonly BlockMigration[]>>>;
  blockSets: Readonly<Record<BlockType, readonly BlockSet[]>>;
  validators: Readonly<Record<BlockType, () => Promise<CompiledValidator>>>;
}

/** A catalogue over the generated tables. */
export function createSchemaCatalog(tables: BlockSchemaTables): BlockSchemaCatalog {
  const known: ReadonlySet<string> = new Set(tables.types);
  const loading = new Map<BlockType, Promise<CompiledValidator>>();
  return {
    types: tables.types,
    has: (type): type is BlockType => known.has(type),
    version: (type) => tables.versions[type],
    migrations: (type) => tables.migrations[type] ?? [],
    blockSets: (type) => tables.blockSets[type],
    loadValidator: (type) => {
      const cached = loading.get(type);
      if (cached) return cached;
      const load = tables.validators[type]();
      loading.set(type, load);
      load.catch(() => {
        if (loading.get(type) === load) loading.delete(type);
      });
      return load;
    },
  };
}
