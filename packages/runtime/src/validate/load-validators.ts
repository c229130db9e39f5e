import { BLOCK_TYPES, BLOCK_VALIDATORS, type BlockType, type CompiledValidator } from '@mall/schemas';

/** Precompiled validators by block type; a type whose validator did not load is absent. */
export type ValidatorMap = Partial<Record<BlockType, CompiledValidator>>;

const KNOWN_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);
const loading = new Map<BlockType, Promise<CompiledValidator>>();

/** Whether `type` names a block type with a schema. */
export function isBlockType(type: string): type is BlockType {
  return KNOWN_TYPES.has(type);
}

/**
 * Loads one type's validator, once; a failed load is forgotten so a later page tries again.
 */
export function loadValidator(type: BlockType): Promise<CompiledValidator> {
  const cached = loading.get(type);
  if (cached) return cached;
  const load = BLOCK_VALIDATORS[type]();
  loading.set(type, load);
  load.catch(() => {
    if (loading.get(type) === load) loading.delete(type);
  });
  return load;
}

/**
 * Loads the validators of the known types among `types`, all at once. Unknown types are ignored;
 * a validator that fails to load is left out (its blocks get a `load-error`).
 */
export async function loadValidators(types: readonly string[]): Promise<ValidatorMap> {
  const wanted = [...new Set(types)].filter(isBlockType);
  const settled = await Promise.allSettled(wanted.map((type) => loadValidator(type)));
  const validators: ValidatorMap = {};
  settled.forEach((result, i) => {
    const type = wanted[i];
    if (type !== undefined && result.status === 'fulfilled') validators[type] = result.value;
  });
  return validators;
}
