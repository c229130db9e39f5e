import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { API_PATHS } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { unusedDb } from '../testing/unused-db.ts';
import { routeValidators } from './route-validators.ts';

// Fastify asks for its validator compiler once a route; the app must find it once for its schemas.

/** Fastify's compiler pool, counting how often it is asked. */
function countedPool(): { buildFromPool: BuildCompilerFromPool; asked: () => number } {
  const pool = AjvCompiler();
  let asked = 0;
  return {
    buildFromPool: (externalSchemas, options) => {
      asked += 1;
      return pool(externalSchemas, options);
    },
    asked: () => asked,
  };
}

describe('the compilers of the routes’ request validators', () => {
  it('are found once for all the routes of an app, which still refuses a bad body', async () => {
    const { buildFromPool, asked } = countedPool();
    const app = buildApp({
      db: unusedDb,
      storefrontDir: null,
      studioDir: null,
      imagesDir: null,
      schemaController: routeValidators(buildFromPool),
    });
    await app.ready();
    expect(asked()).toBe(1);

    const answer = await app.inject({ method: 'POST', url: API_PATHS.userLogin, payload: { username: 7 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false });
    await app.close();
  });

  it('are found again for other schemas or other options', () => {
    const { buildFromPool, asked } = countedPool();
    const buildValidator = routeValidators(buildFromPool).compilersFactory!.buildValidator!;
    const schemas = { a: { $id: 'a', type: 'string' } };
    buildValidator(schemas, { customOptions: { coerceTypes: false } });
    buildValidator({ ...schemas }, { customOptions: { coerceTypes: false } });
    expect(asked()).toBe(1);
    buildValidator({ a: { $id: 'a', type: 'number' } }, { customOptions: { coerceTypes: false } });
    buildValidator({ a: schemas.a }, { customOptions: { coerceTypes: true } });
    expect(asked()).toBe(3);
  });
});
