// The storefront's build as the bundle check and the bench see it: which chunks make up the JS of
// `/` before any block, and which chunk is each block's. Read from Vite's manifest of the last build.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const ROOT = join(import.meta.dirname, '..');
export const DIST = join(ROOT, 'packages/storefront/dist');

/** A block chunk (component + what only it imports) may not exceed this, gzip. */
export const BLOCK_CHUNK_BUDGET_BYTES = 15 * 1024;

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A block component module (one folder per block; `parts/` are shared pieces, not blocks). */
export const BLOCK_SOURCE = /(?:^|\/)blocks\/src\/(?!parts\/)[^/]+\/[A-Z]\w+\.tsx$/;
export const VALIDATOR_SOURCE = /generated\/validators\/\w+\.js$/;
/** The block registry, loaded as a chunk of its own (the block index): everything known per type. */
export const BLOCK_INDEX_SOURCE = /(?:^|\/)blocks\/src\/registry\.ts$/;
/** Chunks of third-party code (the storefront's vite config names them); they may use any word. */
export const VENDOR_FILE = /^assets\/vendor[\w-]*\.js$/;
const HOME_ROUTE_SOURCE = /storefront\/src\/routes\/home\.tsx$/;

export const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function readManifest(): Manifest {
  const path = join(DIST, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`no build at ${DIST}: run npm run build -w @mall/storefront first`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Every file the chunks pull in through static imports, themselves included. */
export function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The JS `/` needs before any block can load, read from the build alone: the entry and the home
 * route, each with its static imports. (The bench also measures it in a browser.)
 */
export function initialFilesOfHome(manifest: Manifest): Set<string> {
  const keys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry || HOME_ROUTE_SOURCE.test(chunk.src ?? ''))
    .map(([key]) => key);
  return closure(manifest, keys);
}

/** The block index's chunk, or `undefined` when the registry has none of its own. */
export function blockIndexChunk(manifest: Manifest): ManifestChunk | undefined {
  return Object.values(manifest).find(
    (chunk) => chunk.isDynamicEntry && BLOCK_INDEX_SOURCE.test(chunk.src ?? ''),
  );
}

/** Each block's own chunk, by the component's source path (`.../blocks/src/hot-show/HotShow.tsx`). */
export function blockChunks(manifest: Manifest): Array<{ src: string; file: string; key: string }> {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && BLOCK_SOURCE.test(chunk.src ?? ''))
    .map(([key, chunk]) => ({ key, src: chunk.src ?? key, file: chunk.file }));
}
