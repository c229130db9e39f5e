import {
  BLOCK_MIGRATIONS,
  BLOCK_SCHEMA_VERSIONS,
  BLOCK_SETS,
  BLOCK_TYPES,
  BLOCK_VALIDATORS,
} from '@mall/schemas';
import { createSchemaCatalog } from './schema-catalog.ts';

/**
 * The catalogue of every block schema in `@mall/schemas`. The block registry carries it to the
 * browser; Node tools (the CLI, the bench) and tests use it directly. Pure, so a bundle that does
 * not use it drops it and the tables with it.
 */
export const mallSchemaCatalog = /* @__PURE__ */ createSchemaCatalog({
  types: BLOCK_TYPES,
  versions: BLOCK_SCHEMA_VERSIONS,
  migrations: BLOCK_MIGRATIONS,
  blockSets: BLOCK_SETS,
  validators: BLOCK_VALIDATORS,
});
