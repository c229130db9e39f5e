// The performance anchors of issue 26 (scripts/anchors, copied unchanged from ../shared/anchors): three
// small apps the mall's pages are measured against in the same run. Each is installed from its own lock
// and built with its own Vite (`npm ci && npx vite build`, as the anchors' README says), then given the
// brotli and gzip copies the mall's build has and served the same way, so the apps differ by what is on
// the page and not by how it travels.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { precompressDir } from '../packages/storefront/vite-precompress.ts';
import { ROOT } from './bundle-manifest.ts';

export type AnchorName = 'stack floor' | 'puck render' | 'react floor';

/** The anchors, by the name the figures print, and their folders under scripts/anchors. */
export const ANCHORS: readonly { name: AnchorName; folder: string }[] = [
  { name: 'stack floor', folder: 'stack-floor' },
  { name: 'puck render', folder: 'puck-render' },
  { name: 'react floor', folder: 'react-floor' },
];

const anchorDir = (folder: string) => join(ROOT, 'scripts/anchors', folder);

/**
 * Installs (when its lock is newer than its node_modules, as on a fresh clone) and builds one anchor;
 * answers the folder of its build.
 */
export function buildAnchor(folder: string): string {
  const dir = anchorDir(folder);
  const installed = join(dir, 'node_modules/.package-lock.json');
  if (
    !existsSync(installed) ||
    statSync(installed).mtimeMs < statSync(join(dir, 'package-lock.json')).mtimeMs
  ) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'ignore' });
  const dist = join(dir, 'dist');
  precompressDir(dist);
  return dist;
}

/** Serves a built anchor at http://127.0.0.1:`port`/, precompressed as the mall serves its build. */
export async function serveAnchor(dist: string, port: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dist, preCompressed: true });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
