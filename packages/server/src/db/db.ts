/** Runs SQL: the whole database, or one transaction of it. */
export interface DbExecutor {
  /**
   * Runs one statement with `$1, $2...` parameters and returns its rows. Column names come back as
   * written in the SQL (alias them to camelCase there); `bigint` and `numeric` come back as strings,
   * so cast counts with `::int`.
   */
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The database the server talks to: embedded PGlite or a PostgreSQL server, same SQL for both.
 * Everything that must not half-happen goes through `transaction`.
 */
export interface Db extends DbExecutor {
  /** Which engine is behind this adapter. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. It resolves
   * after this process's `listen` handlers have heard the notices the transaction sent.
   */
  transaction<T>(fn: (tx: DbExecutor) => Promise<T>): Promise<T>;
  /**
   * Calls `handler` with the payload of every `NOTIFY` on `channel` once its transaction commits,
   * whichever connection or process sent it; `*` when the adapter may have missed some (a listening
   * connection lost and made again), so a cache drops everything. Answers how to stop.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the database (PGlite flushes its data directory; the pool ends its connections). */
  close(): Promise<void>;
}
