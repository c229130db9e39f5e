import { ApiError } from './api-error.ts';

// Text a request brings must be UTF-8 as sent. Decoding with replacement (Fastify's, URLSearchParams')
// turns bytes that are not into U+FFFD, which was then stored as if the member had typed it.

/** Message of a request body that is not UTF-8 text. */
export const INVALID_UTF8_MESSAGE = '请求内容不是有效的 UTF-8 文本';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** A run of percent escapes: the bytes of one or more characters of a form or query. */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
/** Half of a surrogate pair, which no UTF-8 text can hold (a JSON escape like `\ud800` makes one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The body's bytes as text; ApiError 400 when they are not UTF-8. */
export function decodeUtf8(body: Uint8Array): string {
  try {
    return UTF8.decode(body);
  } catch {
    throw new ApiError(400, INVALID_UTF8_MESSAGE);
  }
}

/**
 * Refuses (ApiError 400) form text whose percent escapes are not UTF-8 (`%C3%28`). A `%` that
 * escapes nothing stays itself, as URLSearchParams reads it.
 */
export function refuseInvalidEscapes(text: string): void {
  for (const [run] of text.matchAll(ESCAPE_RUN)) decodeUtf8(Buffer.from(run.replaceAll('%', ''), 'hex'));
}

/** Refuses (ApiError 400) a parsed value with a string, or a key, that holds half a surrogate pair. */
export function refuseLoneSurrogates(value: unknown): void {
  // A loop over a stack rather than recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (LONE_SURROGATE.test(next)) throw new ApiError(400, INVALID_UTF8_MESSAGE);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        pending.push(key, item);
      }
    }
  }
}
