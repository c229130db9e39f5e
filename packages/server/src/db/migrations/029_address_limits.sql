-- The per-address limits (failed logins, codes sent, name look-ups; http/address-limits.ts) shared by
-- every API process on one PostgreSQL database (issue 24): rate-limiter-flexible's PostgreSQL store
-- counts in this table, one row per limit and address (`key` is `<limit>:<address>`), `expire` in
-- epoch milliseconds. The store writes rows positionally (`INSERT ... VALUES (key, points, expire)`),
-- so the columns are its own, in its order. Made here rather than by the store at start (its
-- `tableCreated: false`): created once, under the schema lock, before any process serves, so no
-- request meets "Table is not created yet" and the app's role needs no CREATE right.
-- UNLOGGED: a count that a crash of the server forgets costs an attacker an hour's window at most,
-- and each login attempt then writes no WAL. PGlite (one process) creates it too but counts in memory.
CREATE UNLOGGED TABLE address_limits (
  key TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);
