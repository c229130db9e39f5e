// The stack floor (scripts/stack-floor): built with the workspace's Vite and served as the mall serves
// its own build (brotli and gzip copies, `preCompressed`), so the two differ by what is on the page.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { ROOT } from './bundle-manifest.ts';

/** Builds the stack floor into `outDir`. */
export function buildStackFloor(outDir: string): void {
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--config',
      join(ROOT, 'scripts/stack-floor/vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: ROOT, stdio: 'ignore' },
  );
}

/** Serves the built stack floor at http://127.0.0.1:`port`/. */
export async function serveStackFloor(dir: string, port: number): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
