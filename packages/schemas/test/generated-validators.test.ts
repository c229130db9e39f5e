import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../src/generated/validators');
const validators = readdirSync(DIR).filter((f) => f.endsWith('.js'));

describe('generated validators', () => {
  it.each(validators)('%s carries the do-not-edit banner and needs no eval', (file) => {
    const code = readFileSync(join(DIR, file), 'utf8');
    expect(code.startsWith('/* GENERATED - DO NOT EDIT - run npm run codegen */')).toBe(true);
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/);
  });

  it('load as plain ES modules in Node, where no require() exists', () => {
    // A child process keeps Vitest's module shims out of the way: this is how the CLI and browsers load them.
    const script = `
      const files = ${JSON.stringify(validators.map((f) => pathToFileURL(join(DIR, f)).href))};
      const kinds = await Promise.all(files.map(async (f) => typeof (await import(f)).default));
      console.log(kinds.join(','));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(out.trim().split(',')).toEqual(validators.map(() => 'function'));
  });
});
