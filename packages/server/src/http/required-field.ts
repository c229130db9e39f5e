// Most path parameters, and a few queries and bodies, are one required field: their JSON Schema is
// always the same object around that field's own schema.

/** The JSON Schema of an object with one field, `name`, required and described by `field`. */
export function requiredField<Name extends string, Field extends object>(name: Name, field: Field) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: field } as Record<Name, Field>,
  } as const;
}

/** An id sent as text: between 1 and 64 characters. */
export const ID_TEXT = { type: 'string', minLength: 1, maxLength: 64 } as const;
