import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import type { SeededEngineDb } from './seeded-engines.ts';
import { TEST_APP_START } from './test-app.ts';
import { sharedValidators } from './shared-validators.ts';

/** The real app on one engine's seeded database, for the tests of a `describe.each(SEEDED_ENGINES)` block. */
export interface EngineApp {
  /** The app; ready inside the block's tests and the hooks declared after this one. */
  readonly app: FastifyInstance;
  /** The database under it. */
  readonly db: Db;
}

/**
 * Opens the engine's seeded database and the app on it (its clock stopped at {@link TEST_APP_START})
 * before the block's tests, and closes both after them. Call it first in the block, so that the block's
 * own `beforeAll` (logging members in) finds the app ready.
 */
export function setUpEngineApp(open: () => Promise<SeededEngineDb>): EngineApp {
  let opened: (SeededEngineDb & { app: FastifyInstance }) | undefined;
  const ready = () => {
    if (!opened) throw new Error('the engine app is ready only inside tests and later hooks');
    return opened;
  };

  beforeAll(async () => {
    const { db, close } = await open();
    const app = buildApp({
      db,
      now: () => TEST_APP_START,
      storefrontDir: null,
      studioDir: null,
      imagesDir: null,
      production: false,
      schemaController: sharedValidators(),
    });
    opened = { db, close, app };
    await app.ready();
  });

  afterAll(async () => {
    await opened?.app.close();
    await opened?.close();
  });

  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
  };
}
