// The compilers of the routes' request validators: Fastify's own (@fastify/ajv-compiler), found once
// for the app's shared schemas instead of once a route.
//
// Why: once schemas are added at the root, Fastify sets its validator compiler up again for every
// route with a schema (fastify/lib/schema-controller.js: `addedSchemas` is never reset), and each time
// @fastify/ajv-compiler finds its pooled ajv by the JSON text of all the shared schemas, which for
// @mall/schemas's documents is about 0.6 s of every start of the app.
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Fastify's `schemaController` option. */
export type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/** Fastify's validator compilers, each found once for the same shared schemas and options. */
export function routeValidators(buildFromPool: BuildCompilerFromPool = AjvCompiler()): SchemaController {
  return { compilersFactory: { buildValidator: oncePerSchemas(buildFromPool) } };
}

/**
 * Answers the compiler of the last call while the shared schemas are the same objects (Fastify keeps
 * the ones an app added) and the options say the same.
 */
function oncePerSchemas(buildFromPool: BuildCompilerFromPool): BuildCompilerFromPool {
  let last: { schemas: unknown[]; options: string; compile: ReturnType<BuildCompilerFromPool> } | undefined;
  return (externalSchemas, options) => {
    const schemas = Object.values(externalSchemas);
    const optionsText = JSON.stringify(options ?? {});
    const same =
      last?.options === optionsText &&
      last.schemas.length === schemas.length &&
      schemas.every((schema, index) => schema === last?.schemas[index]);
    if (!same || !last)
      last = { schemas, options: optionsText, compile: buildFromPool(externalSchemas, options) };
    return last.compile;
  };
}
