import { expect } from 'vitest';
import type { Answer } from './test-app.ts';

/**
 * The result of a request that must succeed: its message `success` (checked first, as a failure's
 * message says why) and status 200.
 */
export async function succeeded<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { status, body } = await answer;
  expect(body.message).toBe('success');
  expect(status).toBe(200);
  return body.result;
}
