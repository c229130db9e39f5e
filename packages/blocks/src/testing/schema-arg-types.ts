import type { ArgTypes } from '@storybook/react-vite';

/** The parts of a JSON Schema property this file reads. */
interface SchemaProperty {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

/** The parts of a block's options schema this file reads. */
export interface OptionsSchema {
  title?: string;
  description?: string;
  properties?: Record<string, SchemaProperty>;
  required?: string[];
}

// Fragments of common.schema.json that are plain text to an operator.
const TEXT_REFS = ['/link', '/imageUrl', '/planId', '/marketId'];

function controlOf(property: SchemaProperty): ArgTypes[string]['control'] {
  if (property.enum) return { type: property.enum.length > 4 ? 'select' : 'radio' };
  if (property.$ref?.endsWith('/color')) return { type: 'color' };
  if (property.$ref && TEXT_REFS.some((end) => property.$ref?.endsWith(end))) return { type: 'text' };
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  switch (type) {
    case 'string':
      return { type: 'text' };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return { type: 'number', min: property.minimum, max: property.maximum };
    default:
      // Arrays and objects (lists, head, colours): edited as JSON.
      return { type: 'object' };
  }
}

function typeSummary(property: SchemaProperty): string {
  if (property.enum) return property.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (property.$ref) return property.$ref.replace(/^.*\//, '');
  return Array.isArray(property.type) ? property.type.join(' | ') : (property.type ?? 'any');
}

/**
 * Storybook controls for a block's options, read from its JSON Schema: one control per option,
 * with the schema's description, type, default and whether it is required. The schema stays the
 * single source; a new option shows up in Storybook without touching the stories.
 */
export function schemaArgTypes(schema: OptionsSchema): ArgTypes {
  const required = new Set(schema.required ?? []);
  const argTypes: ArgTypes = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    argTypes[name] = {
      name,
      description: property.description,
      control: controlOf(property),
      type: { name: 'other', value: typeSummary(property), required: required.has(name) },
      table: {
        type: { summary: typeSummary(property) },
        ...(property.default !== undefined
          ? { defaultValue: { summary: JSON.stringify(property.default) } }
          : {}),
      },
    };
  }
  return argTypes;
}
