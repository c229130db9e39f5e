import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;
const STORY_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.stories.tsx'),
);

// Storybook indexes stories without running them: a meta it cannot read statically hides the file.
describe('stories as Storybook indexes them', () => {
  it.each(STORY_FILES)('%s has a readable title and stories', (file) => {
    const csf = loadCsf(readFileSync(join(SRC, file), 'utf8'), {
      fileName: file,
      makeTitle: (title?: string) => title ?? '(no title)',
    }).parse();
    expect(csf.meta.title).toMatch(file.startsWith('playground') ? /^Playground\// : /^Blocks\//);
    expect(Object.keys(csf._stories).length).toBeGreaterThan(0);
  });
});
