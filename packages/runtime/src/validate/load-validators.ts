import type { BlockType, CompiledValidator } from '@mall/schemas';
import type { BlockSchemaCatalog } from './schema-catalog.ts';

/** Precompiled validators by block type; a type whose validator did not load is absent. */
export type ValidatorMap = Partial<Record<BlockType, CompiledValidator>>;

/**
 * Loads the validators of the known types among `types`, all at once. Unknown types are ignored;
 * a validator that fails to load is left out (its blocks get a `load-error`).
 */
export async function loadValidators(
  types: readonly string[],
  catalog: BlockSchemaCatalog,
): Promise<ValidatorMap> {
  const wanted = [...new Set(types)].filter((type) => catalog.has(type));
  const settled = await Promise.allSettled(wanted.map((type) => catalog.loadValidator(type)));
  const validators: ValidatorMap = {};
  settled.forEach((result, i) => {
    const type = wanted[i];
    if (type !== undefined && result.status === 'fulfilled') validators[type] = result.value;
  });
  return validators;
}
