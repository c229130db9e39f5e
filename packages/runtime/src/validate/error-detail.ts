/** A diagnostic quotes at most this many characters of an error's message. */
const MAX_DETAIL_LENGTH = 200;

/**
 * What a diagnostic quotes of something thrown: its message, cut so a hostile or runaway message (a
 * page's own text echoed back, a stack of nested errors) cannot make the operator's card huge.
 */
export function errorDetail(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_DETAIL_LENGTH);
}
