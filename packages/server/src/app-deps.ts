import type { Db } from './db/db.ts';

/** What every route needs: the database, the clock and the passport's keys. */
export interface AppDeps {
  db: Db;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /** The AES-256-GCM key passwords travel under. */
  passwordKey: Buffer;
  /** The HS256 secret tokens are signed with, loaded once on first use. */
  tokenSecret: () => Promise<Uint8Array>;
  /** True in production: no development outbox. */
  production: boolean;
  /** How long a catalogue answer may be served from memory, in ms; 0 asks every time (services/catalogue-memo.ts). */
  catalogueStalenessMs: number;
}
