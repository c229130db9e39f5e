-- The page studio's server side (issue 23): operators apart from members, drafts apart from what
-- visitors see, numbered published versions and an audit log. Must run on PostgreSQL 15 as well as
-- PGlite: plain columns only.

-- Operators are not members: their own accounts, passwords and sessions. A platform operator works
-- on every page (shared or any enterprise's) of the platforms granted; an enterprise operator on its
-- enterprise's own pages only. The four login_* columns are the lock of migrations 023 and 025.
CREATE TABLE operators (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  nick_name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('platform', 'enterprise')),
  platforms TEXT[] NOT NULL DEFAULT '{}' CHECK (platforms <@ ARRAY['HSHSC', 'DZPT']),
  one_id TEXT REFERENCES enterprises (one_id),
  enabled BOOLEAN NOT NULL DEFAULT true,
  login_failures INTEGER NOT NULL DEFAULT 0 CHECK (login_failures >= 0),
  login_pending INTEGER NOT NULL DEFAULT 0 CHECK (login_pending >= 0),
  login_attempted_at TIMESTAMPTZ,
  login_locked_until TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((role = 'enterprise') = (one_id IS NOT NULL)),
  CHECK (role = 'enterprise' OR cardinality(platforms) > 0)
);

-- One row per operator login, so a logout (or a disabled operator) ends its tokens at once.
CREATE TABLE operator_sessions (
  id TEXT PRIMARY KEY,
  operator_id TEXT NOT NULL REFERENCES operators (id),
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- `page_data` stays what visitors are served (the published version; unread while the page is not
-- published); the studio edits the draft, `draft_data`, NULL while the draft is `page_data` itself
-- (so a page written without it, as the seed and older tools do, is a page with no separate draft).
-- `draft_revision` counts the saves, so a save made on an older revision is refused instead of
-- overwriting another operator's work.
ALTER TABLE pages ADD COLUMN draft_data TEXT;
ALTER TABLE pages ADD COLUMN draft_revision INTEGER NOT NULL DEFAULT 1 CHECK (draft_revision > 0);
-- The version `page_data` holds; NULL until the page is first published.
ALTER TABLE pages ADD COLUMN published_version INTEGER;
-- The page this one is the English version of: publishing it links the two (`id_en`) and takes no
-- slot of its own, since the English page is read by id beside its page.
ALTER TABLE pages ADD COLUMN english_of TEXT REFERENCES pages (id);

UPDATE pages e SET english_of = p.id FROM pages p WHERE p.id_en = e.id AND p.id <> e.id;

-- Every publish, numbered from 1 per page. A rollback is a new version with the data of an old one.
CREATE TABLE page_versions (
  page_id TEXT NOT NULL REFERENCES pages (id),
  version INTEGER NOT NULL CHECK (version > 0),
  page_data TEXT NOT NULL,
  -- NULL: written by the seed, before any operator.
  operator_id TEXT REFERENCES operators (id),
  published_at TIMESTAMPTZ NOT NULL,
  -- The version this one republished, for a rollback.
  rollback_of INTEGER,
  PRIMARY KEY (page_id, version)
);

-- The pages published before versions existed are their own version 1.
INSERT INTO page_versions (page_id, version, page_data, published_at)
SELECT id, 1, page_data, updated_at FROM pages WHERE published;
UPDATE pages SET published_version = 1 WHERE published;

-- Who did what to which page, and when.
CREATE TABLE page_audit_log (
  id BIGSERIAL PRIMARY KEY,
  page_id TEXT NOT NULL REFERENCES pages (id),
  operator_id TEXT NOT NULL REFERENCES operators (id),
  action TEXT NOT NULL CHECK (action IN ('add', 'save', 'publish', 'rollback')),
  -- The draft revision a save or add wrote; the version a publish or rollback made.
  draft_revision INTEGER,
  version INTEGER,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX page_audit_log_page ON page_audit_log (page_id, at);
