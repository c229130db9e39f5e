-- Attempts reserved before a password is checked (issue 21). A login, a card login or binding, the
-- old password of the login-password change and the pay password now take one attempt of the
-- account's lock in one UPDATE before their hash is looked at, so requests sent at once cannot all
-- pass a lock that none of them has yet counted. `*_pending` holds the attempts taken whose answer has not come back;
-- `*_attempted_at` is when the newest was taken: a count older than the window is forgotten, which
-- also frees an attempt whose answer never came (a process that stopped mid-check). Must run on
-- PostgreSQL 15 as well as PGlite: plain columns only.

-- The login's window now starts at the newest attempt rather than at the newest wrong password.
ALTER TABLE members RENAME COLUMN login_failed_at TO login_attempted_at;
ALTER TABLE members ADD COLUMN login_pending INTEGER NOT NULL DEFAULT 0 CHECK (login_pending >= 0);
ALTER TABLE welfare_cards RENAME COLUMN login_failed_at TO login_attempted_at;
ALTER TABLE welfare_cards ADD COLUMN login_pending INTEGER NOT NULL DEFAULT 0 CHECK (login_pending >= 0);

ALTER TABLE members ADD COLUMN pay_password_pending INTEGER NOT NULL DEFAULT 0 CHECK (pay_password_pending >= 0);
ALTER TABLE members ADD COLUMN pay_password_attempted_at TIMESTAMPTZ;
