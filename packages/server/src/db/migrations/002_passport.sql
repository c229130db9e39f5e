-- Passport: members, rotating refresh tokens, image codes, enterprise login pages and the development
-- outbox. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).

CREATE TABLE members (
  id TEXT PRIMARY KEY,
  one_id TEXT NOT NULL REFERENCES enterprises (one_id),
  username TEXT NOT NULL UNIQUE,
  nick_name TEXT NOT NULL DEFAULT '',
  -- Employee number.
  code TEXT NOT NULL DEFAULT '',
  mobile TEXT,
  email TEXT,
  -- argon2id in PHC form ($argon2id$v=19$m=...,t=...,p=...$salt$hash).
  password_hash TEXT NOT NULL,
  point INTEGER NOT NULL DEFAULT 0 CHECK (point >= 0),
  -- '1': must change the login password / set the pay password / needs an SMS code to change it.
  update_pwd TEXT NOT NULL DEFAULT '0' CHECK (update_pwd IN ('0', '1')),
  update_pay_pwd TEXT NOT NULL DEFAULT '0' CHECK (update_pay_pwd IN ('0', '1')),
  update_pay_pwd_with_code TEXT NOT NULL DEFAULT '0' CHECK (update_pay_pwd_with_code IN ('0', '1')),
  -- False for fixed accounts (kiosks, shared terminals) that cannot log out.
  can_logout BOOLEAN NOT NULL DEFAULT true,
  -- Set only for dealer members.
  dealer_code TEXT,
  -- NULL: the enterprise's platforms decide ('ALL' when it has both).
  platform_permission TEXT CHECK (platform_permission IN ('HSHSC', 'DZPT', 'ALL')),
  -- The login before the current one, and the current one.
  last_login_at TIMESTAMPTZ,
  login_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX members_one_id ON members (one_id);

CREATE TABLE refresh_tokens (
  -- SHA-256 (hex) of the opaque refresh token: the token itself is never stored.
  jti TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- Every token rotated from one login shares its family; reuse of a used token revokes the family.
  family TEXT NOT NULL,
  issued_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  revoked_at TIMESTAMPTZ,
  CHECK (expires_at > issued_at)
);
CREATE INDEX refresh_tokens_member ON refresh_tokens (member_id);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);

CREATE TABLE image_codes (
  -- The device uuid header the code was drawn for.
  uuid TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  -- Login attempts made with this code; it is good for the first one only.
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);
CREATE INDEX image_codes_expires ON image_codes (expires_at);

CREATE TABLE enterprise_login_pages (
  one_id TEXT PRIMARY KEY REFERENCES enterprises (one_id),
  -- The {loginRouteName} of /login/{loginRouteName}.
  login_route_name TEXT NOT NULL UNIQUE,
  enterprise_name TEXT NOT NULL,
  logo TEXT,
  background TEXT,
  -- Page shown after login.
  page_id TEXT REFERENCES pages (id) ON DELETE SET NULL
);

-- What the server would have sent by SMS or shown as a picture, kept for tests outside production.
CREATE TABLE dev_outbox (
  id BIGSERIAL PRIMARY KEY,
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('image-code', 'sms')),
  body TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, kind, id DESC);
