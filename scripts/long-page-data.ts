// A long page for the bench and the browser tests (issue 28): the blocks of fixtures/pages/large.json
// over and over, each with a fresh key (a block's key is unique on a page).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './bundle-manifest.ts';

interface PageBlock {
  key: string;
  [field: string]: unknown;
}

/** The page JSON of `count` blocks of large.json in turn, keyed `long_1` to `long_<count>`. */
export function longPageData(count: number): string {
  const { list } = JSON.parse(readFileSync(join(ROOT, 'fixtures/pages/large.json'), 'utf8')) as {
    list: PageBlock[];
  };
  const blocks = Array.from({ length: count }, (_, index) => ({
    ...list[index % list.length]!,
    key: `long_${index + 1}`,
  }));
  return JSON.stringify({ list: blocks });
}
