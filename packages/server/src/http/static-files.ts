import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound, sendNotProvided } from './error-handlers.ts';
import { createMemo } from '../services/memo.ts';
import { renderedPageHtml } from './page-html.ts';
import type { PageRenderer, RenderedPage } from './page-render.ts';
import { findSpecPath } from './spec-paths.ts';

/** Where the operators' page studio is served (issue 23): its own app, apart from the storefront's. */
export const STUDIO_PREFIX = '/studio';

/** Paths that belong to the API, the pictures or the studio: never answered with the storefront's index.html. */
export const NON_SPA_PREFIXES = ['/buyer', '/common', '/manager', '/img', '/dev', STUDIO_PREFIX] as const;

/** Where the static files are; a missing or null folder is not served. */
export interface StaticFilesOptions {
  /** The storefront build (index.html and assets/). */
  storefrontDir: string | null;
  /** Pictures served under /img/. */
  imagesDir: string | null;
  /** The page studio's build (index.html and assets/), served under /studio/. */
  studioDir?: string | null;
  /** Renders a route's page into index.html; without one, the browser renders every page. */
  pageRenderer?: PageRenderer | null;
}

const HASHED_ASSET = `${sep}assets${sep}`;

/**
 * Headers of every HTML answer: no site may show our pages in a frame, where a click meant for its
 * own page would land on ours (clickjacking). The storefront frames none of its own pages either.
 */
const NO_FRAMING = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
} as const;

/** True when a request may get the storefront's index.html: a GET of a route, not of the API or a file. */
export function isSpaRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  const path = routePath(request);
  return (
    path !== null && !NON_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/** True when a request may get the studio's index.html: a GET of one of its routes, not of a file. */
export function isStudioRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  const path = routePath(request);
  return path !== null && path.startsWith(`${STUDIO_PREFIX}/`);
}

/** The path of a GET or HEAD of a route (no file name in its last segment); null for anything else. */
function routePath(request: Pick<FastifyRequest, 'method' | 'url'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const path = request.url.split('?')[0] ?? '';
  // A missing file (a stale chunk, a typo'd picture) must stay a 404, not turn into an HTML page.
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? null : path;
}

/** Cache headers of a build's files: hashed assets for a year, anything else checked every time. */
function buildFileHeaders(res: { setHeader: (name: string, value: string) => void }, path: string): void {
  res.setHeader(
    'cache-control',
    path.includes(HASHED_ASSET) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // The answer depends on the encodings the browser takes (preCompressed), so caches must key on it.
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves /img/* from the pictures folder and the storefront build with an SPA fallback: any route
 * GET that matches no file gets index.html. Vite's assets/ files carry a content hash and are cached
 * for a year; index.html is revalidated every time so a new build shows at once; no HTML answer may
 * be framed. Also installs the not-found handler, so call it once, after the API routes.
 */
export function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(NO_FRAMING);
    return payload;
  });

  const imagesDir = options.imagesDir && existsSync(options.imagesDir) ? options.imagesDir : null;
  if (imagesDir) {
    // The pictures are SVG with their words drawn as outlines (scripts/outline-picture-text.ts), a
    // third of their size when compressed. In a context of their own, so the compression touches
    // nothing else: the build's files come compressed already, and the API answers as before.
    void app.register(async (pictures) => {
      await pictures.register(fastifyCompress, { encodings: ['br', 'gzip'] });
      await pictures.register(fastifyStatic, {
        root: imagesDir,
        prefix: '/img/',
        decorateReply: false,
        index: false,
        maxAge: '1h',
      });
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
      // `/` is a route like any other: the not-found handler below answers it (and may render it).
      allowedPath: (pathName) => pathName !== '/',
      // The build's .br/.gz copies (packages/storefront/vite-precompress.ts), when the browser takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: buildFileHeaders,
    });
  }

  const studioDir =
    options.studioDir && existsSync(join(options.studioDir, 'index.html')) ? options.studioDir : null;
  if (studioDir) {
    void app.register(fastifyStatic, {
      root: studioDir,
      prefix: `${STUDIO_PREFIX}/`,
      decorateReply: false,
      // Its routes (`/studio/`, `/studio/pages/...`) are the not-found handler's, like the storefront's.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      cacheControl: false,
      setHeaders: buildFileHeaders,
    });
    app.get(STUDIO_PREFIX, async (_request, reply) => reply.redirect(`${STUDIO_PREFIX}/`));
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (studioDir && isStudioRoute(request)) {
      // Read per request, so a new build shows at once.
      const html = await readFile(join(studioDir, 'index.html'), 'utf8');
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    if (storefrontDir && isSpaRoute(request)) {
      const page =
        options.pageRenderer && request.method === 'GET'
          ? await options.pageRenderer.render(request.url, request.headers.cookie)
          : null;
      if (page) return sendRenderedPage(request, reply, storefrontDir, page);
      // The not-found handler starts at 404; the fallback page is a normal answer.
      return reply.code(200).sendFile('index.html', storefrontDir);
    }
    // A path the spec names but no route serves says so (501), unlike a path nobody knows.
    const spec = findSpecPath(request.method, request.url);
    return spec ? sendNotProvided(reply, spec) : sendNotFound(reply);
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page as sent: its HTML in the template it was put into, and its compressed forms. */
interface SentPage {
  template: string;
  html: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

// A page served to many callers from memory (a guest's home page) is the same object each time: its
// HTML is put together and compressed once, not per request, while the build's index.html stays.
const sentPages = new WeakMap<RenderedPage, SentPage>();

// The build's index.html a rendered page goes into, read again at most once a second: a new build
// shows within a second, and a burst of pages costs no file read each.
const templates = createMemo<string>({ maxAgeMs: 1_000 });

/**
 * index.html with the server's render of the page inside (page-html.ts), compressed here, quickly:
 * the page is made per request, unlike the build's precompressed files.
 */
async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  storefrontDir: string,
  page: RenderedPage,
) {
  const templatePath = join(storefrontDir, 'index.html');
  const template = await templates.get(templatePath, () => readFile(templatePath, 'utf8'));
  let sent = sentPages.get(page);
  if (sent?.template !== template) {
    sent = { template, html: renderedPageHtml(template, page) };
    sentPages.set(page, sent);
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    // Made for the member of the cookie: no cache may keep it, not even the browser's (a shared
    // computer's next user going back through the history).
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding, cookie');
  if (/\bbr\b/.test(accepted)) {
    sent.br ??= brotli(sent.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(await sent.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    sent.gzip ??= gzipped(sent.html);
    return reply.header('content-encoding', 'gzip').send(await sent.gzip);
  }
  return reply.send(sent.html);
}
