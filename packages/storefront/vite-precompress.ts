import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; pictures are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy next to every text file of the build, once, at build time: the
 * server (packages/server/src/http/static-files.ts, `preCompressed`) answers with them when the
 * browser accepts the encoding, so a phone downloads about a third of the JavaScript.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mall-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve: an absolute outDir stays as it is.
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/**
 * Writes the `.br` and `.gz` copies of the text files under `dir`; also used on the performance anchors'
 * builds (scripts/anchors.ts), so they are served as the mall is.
 */
export function precompressDir(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
