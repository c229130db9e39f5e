import { defineRegistry, mallSchemaCatalog, type RegistryShape } from '@mall/runtime';
import * as definitions from './definitions.ts';

/**
 * The registry over the definitions of every block (`definitions.ts`: each in its block's folder) and the
 * block schemas. Only the definitions' loaders reference the components, so no block is in the main bundle
 * and each block's strings travel in its own chunk. The storefront loads this module as a chunk of its own,
 * the block index (`loadBlockRegistry`), so the JS of `/` holds nothing that grows with the library.
 */
export const blockRegistry = defineRegistry(definitions satisfies RegistryShape, mallSchemaCatalog);
