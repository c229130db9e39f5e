/**
 * A failure a service reports on purpose: the error handler answers it with `statusCode` and the
 * envelope `{success: false, code, message}`. `code` defaults to the status.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: number;

  constructor(statusCode: number, message: string, code: number = statusCode) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }
}
