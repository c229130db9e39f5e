import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies (the storefront's default, spec 01 section 7):
 * a key given once is a string, a repeated key an array of strings.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      // No prototype: a key named __proto__ stays a plain field.
      const fields = Object.create(null) as Record<string, string | string[]>;
      for (const [key, value] of new URLSearchParams(body as string)) {
        const previous = fields[key];
        fields[key] =
          previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
      }
      done(null, fields);
    },
  );
}
