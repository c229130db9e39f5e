// Vitest global setup: migrates and seeds one in-memory PGlite at TEST_SEED_TIME and writes its data
// directory to a temporary file, so each test file's `openSeededDb()` loads that image (under 1 s)
// instead of running initdb, the migrations and the seed again (about 7 s in every test file). The
// image is made from the same migrations and fixtures in every run: it cannot go stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDbImage } from './seeded-db.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-test-seed-'));
  const path = join(dir, 'seeded.tar');
  writeFileSync(path, await seedDbImage());
  project.provide('seededDbImage', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
