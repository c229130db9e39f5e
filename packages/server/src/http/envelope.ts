import type { ApiEnvelope } from '@mall/schemas';

/** Code of a successful answer. */
export const OK_CODE = 200;

/** The buyer API's envelope around a result of type `T`. */
export type Envelope<T> = Omit<ApiEnvelope, 'result'> & { result: T };

/** Wraps a result in the success envelope. */
export function ok<T>(result: T): Envelope<T> {
  return { success: true, code: OK_CODE, message: 'success', timestamp: Date.now(), result };
}

/** The failure envelope; sent with a 4xx or 5xx status. `result` carries a refusal's data, else null. */
export function failure<T extends Record<string, unknown> | readonly unknown[] | null = null>(
  code: number,
  message: string,
  result: T | null = null,
): Envelope<T | null> {
  return { success: false, code, message, timestamp: Date.now(), result };
}
