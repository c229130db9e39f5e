/**
 * The Fastify route of a path that an API_PATHS or MANAGER_PATHS helper made with `:name`
 * placeholders for its arguments: the helper encodes them as it encodes any argument, and decoding
 * turns them back into route parameters (`API_PATHS.addressGet(':id')` is `.../get/%3Aid`).
 */
export const routeOf = (path: string): string => decodeURIComponent(path);
