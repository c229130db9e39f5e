-- The login lock (issue 8): wrong passwords in a row lock an account's password login for a while,
-- as pay_password_failures / pay_password_locked_until do for paying (migration 011). Kept in the
-- database so that a restart does not hand an attacker a fresh count. A member's count takes the
-- password login and the old password of the login-password change; a welfare card has its own,
-- for the card login. Must run on PostgreSQL 15 as well as PGlite: plain columns only.

ALTER TABLE members ADD COLUMN login_failures INTEGER NOT NULL DEFAULT 0 CHECK (login_failures >= 0);
-- When the newest wrong password of the count came: one older than the window starts a new count.
ALTER TABLE members ADD COLUMN login_failed_at TIMESTAMPTZ;
ALTER TABLE members ADD COLUMN login_locked_until TIMESTAMPTZ;

ALTER TABLE welfare_cards ADD COLUMN login_failures INTEGER NOT NULL DEFAULT 0 CHECK (login_failures >= 0);
ALTER TABLE welfare_cards ADD COLUMN login_failed_at TIMESTAMPTZ;
ALTER TABLE welfare_cards ADD COLUMN login_locked_until TIMESTAMPTZ;
