import { expect } from 'vitest';
import type { Db } from '../db/db.ts';
import { countAllRows } from './seeded-db.ts';
import type { Answer } from './test-app.ts';

/**
 * Expects a refusal with a 4xx, the failure envelope (its `result` null, or the refusal's data when
 * `expected.result` names it) and no row written anywhere.
 */
export async function expectRefusedWithoutWriting(
  db: Db,
  request: () => Promise<Answer<unknown>>,
  expected: { status?: number; code?: number; message?: string | RegExp; result?: unknown } = {},
): Promise<void> {
  const before = await countAllRows(db);
  const { status, body } = await request();
  expect(status).toBe(expected.status ?? 400);
  expect(body.success).toBe(false);
  expect(body.result).toEqual(expected.result ?? null);
  if (expected.code !== undefined) expect(body.code).toBe(expected.code);
  if (typeof expected.message === 'string') expect(body.message).toBe(expected.message);
  if (expected.message instanceof RegExp) expect(body.message).toMatch(expected.message);
  expect(await countAllRows(db)).toEqual(before);
}
