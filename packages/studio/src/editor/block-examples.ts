import { BLOCK_SCHEMAS, type BlockType } from '@mall/schemas';

/** A block type's schema as a plain document (each is its own chunk, loaded once). */
export function loadBlockSchema(type: BlockType): Promise<{ examples?: unknown[]; description?: string }> {
  return BLOCK_SCHEMAS[type]() as Promise<{ examples?: unknown[]; description?: string }>;
}

/**
 * The options a new block of this type starts with: its schema's first example, so the operator
 * starts from something that shows and only changes what differs; `{}` for a schema without one.
 */
export async function exampleOptions(type: BlockType): Promise<unknown> {
  const schema = await loadBlockSchema(type);
  return structuredClone(schema.examples?.[0] ?? {});
}
