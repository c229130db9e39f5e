-- Single sign-on (issue 25 item 2, spec 01 section 4 and 03 section 7): the identity provider's
-- signed login codes already exchanged, by their `jti`. A code is taken once, by whichever request
-- (or API process) inserts its jti first: the primary key makes two exchanges at once one winner.
-- A row is needed only while its code could still verify (`expires_at`, about a minute); older rows
-- are pruned as new ones are inserted.
CREATE TABLE sso_used_codes (
  jti TEXT PRIMARY KEY CHECK (length(jti) BETWEEN 1 AND 128),
  one_id TEXT NOT NULL,
  used_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sso_used_codes_expires_at ON sso_used_codes (expires_at);
