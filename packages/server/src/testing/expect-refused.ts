import { expect } from 'vitest';
import type { Db } from '../db/db.ts';
import { SESSION_MISSING_CODE } from '../http/member-session.ts';
import { comparable } from './comparable.ts';
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

/** Expects a guest's request refused with 401 and the missing-session code, writing nothing. */
export function expectGuestRefused(db: Db, request: () => Promise<Answer<unknown>>): Promise<void> {
  return expectRefusedWithoutWriting(db, request, { status: 401, code: SESSION_MISSING_CODE });
}

/**
 * Expects each of `calls` to answer another member's id (`ids.owned`) exactly as an id nobody has
 * (`ids.unknown`): 404 with `notFound`, the same envelope but for the moment it was answered, and no
 * row written.
 */
export async function expectAnsweredAsUnknown(
  db: Db,
  calls: readonly ((id: string) => Promise<Answer<unknown>>)[],
  ids: { owned: string; unknown: string },
  notFound: string,
): Promise<void> {
  for (const call of calls) {
    const unknown = await call(ids.unknown);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(notFound);
    await expectRefusedWithoutWriting(db, () => call(ids.owned), { status: 404, message: notFound });
    expect(comparable(await call(ids.owned))).toEqual(comparable(unknown));
  }
}
