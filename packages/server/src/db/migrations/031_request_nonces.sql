-- The nonces of replay-protected requests (http/request-signature.ts, spec 01 section 7): a signed
-- request's nonce is taken once, by whichever API process inserts it first (the primary key makes
-- two at once one winner), and kept as long as its timestamp could still be accepted; older rows
-- are pruned by the processes as they insert. UNLOGGED: after a crash the table is empty, and a
-- replay of a request signed before it is still refused by its timestamp once 5 minutes pass.
CREATE UNLOGGED TABLE request_nonces (
  nonce TEXT PRIMARY KEY,
  seen_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX request_nonces_seen_at ON request_nonces (seen_at);
