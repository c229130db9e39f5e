import type { FastifyInstance } from 'fastify';
import { decodeUtf8, refuseLoneSurrogates } from './strict-utf8.ts';

/**
 * Parses `application/json` bodies as Fastify does (its parser: an empty body, bad JSON and
 * `__proto__` or `constructor.prototype` keys refused), but only from UTF-8 text: bytes that are
 * not, or an escape of half a surrogate pair, are refused (400) instead of stored as U+FFFD.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = decodeUtf8(body as Buffer);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, (error, parsed: unknown) => {
      if (error) return done(error, undefined);
      try {
        refuseLoneSurrogates(parsed);
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, parsed);
    });
  });
}
