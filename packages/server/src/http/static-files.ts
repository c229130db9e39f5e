import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handlers.ts';

/** Paths that belong to the API or the pictures: never answered with the storefront's index.html. */
export const NON_SPA_PREFIXES = ['/buyer', '/common', '/img', '/dev'] as const;

/** Where the static files are; a missing or null folder is not served. */
export interface StaticFilesOptions {
  /** The storefront build (index.html and assets/). */
  storefrontDir: string | null;
  /** Pictures served under /img/. */
  imagesDir: string | null;
}

const HASHED_ASSET = `${sep}assets${sep}`;

/** True when a request may get the storefront's index.html: a GET of a route, not of the API or a file. */
export function isSpaRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (NON_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  // A missing file (a stale chunk, a typo'd picture) must stay a 404, not turn into an HTML page.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Serves /img/* from the pictures folder and the storefront build with an SPA fallback: any route
 * GET that matches no file gets index.html. Vite's assets/ files carry a content hash and are cached
 * for a year; index.html is revalidated every time so a new build shows at once. Also installs the
 * not-found handler, so call it once, after the API routes.
 */
export function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): void {
  if (options.imagesDir && existsSync(options.imagesDir)) {
    void app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/img/',
      decorateReply: false,
      index: false,
      maxAge: '1h',
    });
  }

  const storefrontDir =
    options.storefrontDir && existsSync(join(options.storefrontDir, 'index.html'))
      ? options.storefrontDir
      : null;
  if (storefrontDir) {
    void app.register(fastifyStatic, {
      root: storefrontDir,
      prefix: '/',
      // The build's .br/.gz copies (packages/storefront/vite-precompress.ts), when the browser takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes(HASHED_ASSET) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The answer depends on the encodings the browser takes (preCompressed), so caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (storefrontDir && isSpaRoute(request)) {
      // The not-found handler starts at 404; the fallback page is a normal answer.
      return reply.code(200).sendFile('index.html', storefrontDir);
    }
    return sendNotFound(reply);
  });
}
