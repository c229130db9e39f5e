import { BLOCK_TYPES } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { blockFolder } from './block-folder.ts';
import * as definitions from './definitions.ts';

// The source of every file of the library (blocks and their shared parts), by path from here.
const SOURCES = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.*', '!./**/*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What makes a block change by itself once it is on screen: a slideshow, a countdown, a clock, a timer. */
const MOVES_BY_ITSELF =
  /\b(setInterval|requestAnimationFrame|useSlideshow|useBlockSlideshow|useCountdown|useCountdownEnded|useUntil|useOffScreen)\b/;

/** `path` with `.` and `..` resolved, as the glob names files. */
function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' || parts.length === 0) parts.push(part);
  }
  return parts.join('/');
}

/** The files of a block's folder and every file of the library they import, however deep. */
function codeOf(folder: string): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || SOURCES[file] === undefined) return;
    found.add(file);
    for (const [, target] of SOURCES[file].matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      visit(normalise(`${file.replace(/[^/]+$/, '')}${target}`));
    }
  };
  Object.keys(SOURCES)
    .filter((file) => file.startsWith(`./${folder}/`))
    .forEach(visit);
  return [...found];
}

describe("a block's start in the browser (`starts`)", () => {
  it.each(BLOCK_TYPES)(
    'starts %s when seen exactly when its code moves something by itself, else when touched',
    (type) => {
      const definition = definitions[type];
      // A block that takes no room is drawn at once wherever it is; `starts` does not apply.
      if (definition.skeletonHeight === 0) return expect(definition.starts).toBeUndefined();
      const moving = codeOf(blockFolder(type)).filter((file) => MOVES_BY_ITSELF.test(SOURCES[file]!));
      expect(definition.starts ?? 'seen').toBe(moving.length > 0 ? 'seen' : 'touched');
    },
  );
});
