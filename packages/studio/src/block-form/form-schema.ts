import type { RJSFSchema } from '@rjsf/utils';

const COMMON_REF = '../common.schema.json#/definitions/';

/**
 * A block schema as one document the form library can resolve: references to the shared fragments
 * (`../common.schema.json#/definitions/link`) become local ones, and the fragments come along under
 * `definitions`. Nothing else changes: the form is drawn from the very schema that types the block
 * and validates it at run time.
 */
export function formSchemaOf(
  blockSchema: object,
  common: { definitions: Record<string, unknown> },
): RJSFSchema {
  const localise = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(localise);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema') continue;
      out[key] =
        key === '$ref' && typeof value === 'string' && value.startsWith(COMMON_REF)
          ? `#/definitions/${value.slice(COMMON_REF.length)}`
          : localise(value);
    }
    return out;
  };
  return {
    ...(localise(blockSchema) as RJSFSchema),
    definitions: localise(common.definitions) as RJSFSchema['definitions'],
  };
}
