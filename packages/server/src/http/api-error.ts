/** The data a refusal answers beside its message: an object, a list (of problems), or nothing. */
export type RefusalResult = Record<string, unknown> | readonly unknown[] | null;

/**
 * A failure a service reports on purpose: the error handler answers it with `statusCode` and the
 * envelope `{success: false, code, message}`. `code` defaults to the status.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: number;
  /**
   * Data the refusal answers as the envelope's `result` beside its message (how many pay-password
   * tries remain, every problem of a page the gate refused...), so the caller need not read it out
   * of the words. Defaults to `null`.
   */
  readonly result: RefusalResult;

  constructor(statusCode: number, message: string, code: number = statusCode, result: RefusalResult = null) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.result = result;
  }
}

/**
 * Code of a refusal the storefront's form shows itself, next to what was typed or chosen, instead of
 * the 10-second message (spec 01 section 8: code 30000 comes back to the caller as data).
 */
export const CALLER_HANDLED_CODE = 30_000;

/** A 4xx refusal the calling form shows itself (code 30000), with data for its `result` when given. */
export function formRefusal(
  message: string,
  statusCode = 400,
  result: Record<string, unknown> | null = null,
): ApiError {
  return new ApiError(statusCode, message, CALLER_HANDLED_CODE, result);
}

/**
 * The first of a query's rows, or ApiError 404 with `notFound` when it found none: how a service
 * reads one of the caller's own things, to which another member's answers as an unknown one.
 */
export function firstOr404<Row>(rows: readonly Row[], notFound: string): Row {
  const [row] = rows;
  if (row === undefined) throw new ApiError(404, notFound);
  return row;
}
