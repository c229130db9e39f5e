import { API_PATHS } from '@mall/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';
import { openSeededDb } from './testing/seeded-db.ts';

let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openSeededDb();
  app = buildApp({ db, storefrontDir: null, imagesDir: null });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function hotTerms(headers: Record<string, string> = {}): Promise<string[]> {
  const response = await app.inject({ method: 'POST', url: API_PATHS.searchTerms, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { result: string[] }).result;
}

describe('hot search terms', () => {
  it('answers the hot terms in the operators order, without the ones not marked hot', async () => {
    const terms = await hotTerms();
    expect(terms.slice(0, 3)).toEqual(['坚果礼盒', '有机大米', '电饭煲']);
    expect(terms).not.toContain('洗衣液');
  });

  it('answers the English terms for the en-US locale', async () => {
    expect((await hotTerms({ locale: 'en-US' }))[0]).toBe('nut gift box');
  });
});
