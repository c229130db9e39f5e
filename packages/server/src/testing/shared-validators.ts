// Test support: the request validators a vitest worker compiles once and gives to every app it builds.
//
// Why: compiling the routes' schemas is most of an app's start (ajv turns every schema of
// @mall/schemas a route refers to into code), and the server's test files build an app each, some
// several. The routes' schemas are the same from one file to the next, but they are new objects in
// each file (vitest-fresh-file.ts evaluates our modules afresh), so ajv's own cache, by object, misses:
// this one goes by what a schema says. What a worker keeps lives on `globalThis`.
import { AjvCompiler, type BuildCompilerFromPool, type RouteDefinition } from '@fastify/ajv-compiler';
import { routeValidators, type SchemaController } from '../http/route-validators.ts';

/** How Fastify really calls the compile function a pool answers (its type says ajv's `compile`). */
type CompileRoutePart = (route: RouteDefinition) => unknown;

const SHARED = Symbol.for('mall.test.sharedValidators');
const worker = globalThis as { [SHARED]?: SchemaController };

/**
 * Fastify's `schemaController` for the apps of tests: validators compiled as the app compiles them,
 * by the same ajv for the same shared schemas and options, and kept by route part and schema text.
 */
export function sharedValidators(): SchemaController {
  return (worker[SHARED] ??= routeValidators(keptByText(AjvCompiler())));
}

function keptByText(buildFromPool: BuildCompilerFromPool): BuildCompilerFromPool {
  // The pool answers one compile function for the same shared schemas and options (by their text);
  // the validators it made are kept per compile function.
  const validatorsOf = new WeakMap<CompileRoutePart, Map<string, unknown>>();
  return (externalSchemas, options) => {
    const compile = buildFromPool(externalSchemas, options) as unknown as CompileRoutePart;
    let validators = validatorsOf.get(compile);
    if (!validators) validatorsOf.set(compile, (validators = new Map()));
    const known = validators;
    const compileKept: CompileRoutePart = (route) => {
      const text = `${route.httpPart} ${JSON.stringify(route.schema)}`;
      if (!known.has(text)) known.set(text, compile(route));
      return known.get(text);
    };
    return compileKept as unknown as ReturnType<BuildCompilerFromPool>;
  };
}
