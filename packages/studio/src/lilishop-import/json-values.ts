// Reading lilishop's JSON, which no schema vouches for.

/** Whether a JSON value is an object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON value as trimmed text; anything but a string is empty text. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
