import type { FastifyInstance } from 'fastify';
import { decodeUtf8, refuseInvalidEscapes } from './strict-utf8.ts';

/**
 * Parses `application/x-www-form-urlencoded` bodies (the storefront's default, spec 01 section 7):
 * a key given once is a string, a repeated key an array of strings. A body whose bytes or escapes
 * are not UTF-8 is refused (400), not read with U+FFFD in their place.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      let text: string;
      try {
        text = decodeUtf8(body as Buffer);
        refuseInvalidEscapes(text);
      } catch (error) {
        done(error as Error, undefined);
        return;
      }
      // No prototype: a key named __proto__ stays a plain field.
      const fields = Object.create(null) as Record<string, string | string[]>;
      for (const [key, value] of new URLSearchParams(text)) {
        const previous = fields[key];
        fields[key] =
          previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
      done(null, fields);
    },
  );
}
