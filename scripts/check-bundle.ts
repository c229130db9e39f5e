// `npm run check:bundle` (CI, after a build): the block library's size rules, from the last build.
//  - every block type has its own chunk, loaded only by pages that use it: not part of the JS of `/`;
//  - no block chunk is over 15 kB gzip;
//  - no block's own strings are in the JS of `/` (they travel in the block's chunk);
//  - the registry is a chunk of its own (the block index, requested beside the page data), and no
//    block type's name is in our code of `/`: nothing there is per type, so adding a block type
//    does not grow the JS of `/` at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_TYPES } from '../packages/schemas/src/index.ts';
import { blockFolder } from '../packages/blocks/src/block-folder.ts';
import { COMPILE_ALL_FUNCTIONS } from '../packages/storefront/vite-compile-hints.ts';
import type { MessageCatalogue } from '../packages/runtime/src/i18n/create-i18n.ts';
import {
  BLOCK_CHUNK_BUDGET_BYTES,
  blockChunks,
  blockIndexChunk,
  closure,
  DIST,
  gzipSize,
  initialFilesOfHome,
  kb,
  readManifest,
  ROOT,
  VENDOR_FILE,
} from './bundle-manifest.ts';

const BLOCKS_SRC = join(ROOT, 'packages/blocks/src');
const problems: string[] = [];
const manifest = readManifest();
const initial = initialFilesOfHome(manifest);
const initialText = [...initial].map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
const chunks = blockChunks(manifest);

console.log(`JS of / before any block: ${kb([...initial].reduce((sum, f) => sum + gzipSize(f), 0))} gzip`);

const index = blockIndexChunk(manifest);
if (!index)
  problems.push('the block registry has no chunk of its own (is it imported statically somewhere?)');
else {
  if (initial.has(index.file)) problems.push('the block index is part of the JS of /');
  console.log(
    `Block index: ${kb(gzipSize(index.file))} gzip for ${BLOCK_TYPES.length} types, requested beside the page data`,
  );
}
// A table per type (registry, validator loaders, schema versions) would name the types. Vendor
// chunks are left out: their words (a CSS `background`, Chakra's `carousel`) are not our types.
const ownCode = [...initial]
  .filter((file) => !VENDOR_FILE.test(file))
  .map((file) => readFileSync(join(DIST, file), 'utf8'))
  .join('\n');
// A table is keyed by the types (`{carousel:…}`) or lists them (`["carousel","carousel1"]`: in a list, a
// type is followed by another string or the list's end); a lone string elsewhere may be a word that happens
// to be a type too (the route `path:"goodsList"`, the route table's row `["goodsList",()=>import(…)]`).
const tableEntry = (type: string) => {
  const quoted = `["'\`]${type}["'\`]`;
  return new RegExp(`[{,](?:${type}|${quoted}):|[[,]${quoted}(?:\\]|,["'\`])`);
};
const named = BLOCK_TYPES.filter((type) => tableEntry(type).test(ownCode));
if (named.length > 0) problems.push(`block types named in the JS of /: ${named.join(', ')}`);
console.log(
  `Block chunks (own; +shared: what it needs beyond the JS of /), budget ${kb(BLOCK_CHUNK_BUDGET_BYTES)}:`,
);
for (const type of BLOCK_TYPES) {
  const folder = blockFolder(type);
  const chunk = chunks.find((each) => each.src.includes(`blocks/src/${folder}/`));
  if (!chunk) {
    problems.push(`${type}: no chunk of its own (is its component imported statically somewhere?)`);
    continue;
  }
  if (initial.has(chunk.file)) problems.push(`${type}: its chunk is part of the JS of /`);
  const own = gzipSize(chunk.file);
  const shared = [...closure(manifest, [chunk.key])]
    .filter((file) => file !== chunk.file && !initial.has(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
  const over = own > BLOCK_CHUNK_BUDGET_BYTES;
  if (over) problems.push(`${type}: ${kb(own)} gzip, over the ${kb(BLOCK_CHUNK_BUDGET_BYTES)} budget`);
  console.log(
    `  ${type.padEnd(36)} ${kb(own).padStart(8)}  +shared ${kb(shared).padStart(8)}${over ? '  OVER' : ''}`,
  );

  // The block's own strings: a key of its catalogue found in the JS of / means they leaked there.
  const catalogues = readdirSync(join(BLOCKS_SRC, folder)).filter((file) => file.endsWith('-messages.ts'));
  for (const file of catalogues) {
    const exports = (await import(join(BLOCKS_SRC, folder, file))) as Record<string, MessageCatalogue>;
    for (const catalogue of Object.values(exports)) {
      const leaked = Object.keys(catalogue['zh-CN']).find((key) => initialText.includes(`"${key}"`));
      if (leaked) problems.push(`${type}: its string "${leaked}" is in the JS of /`);
    }
  }
}

// Every chunk asks V8 to compile all its functions while it downloads, off the main thread
// (storefront/vite-compile-hints.ts); the hint works only as the file's first line.
const unhinted = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .filter(
    (file) => !readFileSync(join(DIST, 'assets', file), 'utf8').startsWith(`${COMPILE_ALL_FUNCTIONS}\n`),
  );
if (unhinted.length > 0)
  problems.push(`chunks without V8's compile hint on their first line: ${unhinted.slice(0, 5).join(', ')}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nAll ${BLOCK_TYPES.length} block types: own chunk, within budget, nothing of any of them in the JS of /.`,
);
