import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Reads a fixture file (`seed/…` or `pages/…`) of the fixtures folder as JSON. */
export function readSeedJson<T>(fixturesDir: string, path: string): T {
  return JSON.parse(readFileSync(join(fixturesDir, path), 'utf8')) as T;
}
