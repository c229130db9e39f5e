import type { Db, DbExecutor } from './db/db.ts';

/** What every route needs: the database, the clock and the passport's keys. */
export interface AppDeps {
  /** The primary: every write, every transaction, and every read that must see the latest write. */
  db: Db;
  /**
   * Where the reads that may be a second behind go (the catalogue, notices, articles): a streaming
   * replica when the mall is given DATABASE_READ_URL, else `db` itself. Only `query` and `exec`: a
   * transaction or a LISTEN on a hot standby would fail, so the type keeps them off it.
   */
  readDb: DbExecutor;
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
