import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

/** Message of a request whose text holds U+0000. */
export const NUL_CHARACTER_MESSAGE = '内容含有无法保存的字符，请删除后重试';

/** True when any string in `value` (nested objects and arrays included) holds U+0000. */
function holdsNul(value: unknown): boolean {
  // A loop over a stack rather than recursion: a deeply nested body must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Refuses (400, nothing run) a request whose body, query or path holds U+0000 anywhere: PostgreSQL
 * text cannot store it, so it used to reach the database and come back as a 500, and a value
 * half-cleaned of it (`<scr\0ipt>` becoming `<script>`) would change meaning when shown. Runs before
 * validation and after `onRequest`, so a guest is still told to log in first.
 */
export function registerNulRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new ApiError(400, NUL_CHARACTER_MESSAGE);
    }
  });
}
