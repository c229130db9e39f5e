-- Notices and popups: enterprise and platform announcements (list, detail, the header marquee), the
-- popups shown after login, and the popups a member asked not to see again.
-- Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).

CREATE TABLE notices (
  id TEXT PRIMARY KEY,
  -- 'EP': an enterprise's notice to its own employees; 'PF': the platform's notice to everyone on it.
  notice_type TEXT NOT NULL CHECK (notice_type IN ('EP', 'PF')),
  -- The enterprise of an EP notice; NULL for a platform notice.
  one_id TEXT REFERENCES enterprises (one_id),
  -- The platform a PF notice shows on; NULL for an enterprise notice.
  notice_range TEXT CHECK (notice_range IN ('HSHSC', 'DZPT')),
  notice_title TEXT NOT NULL CHECK (length(btrim(notice_title)) BETWEEN 1 AND 100),
  -- HTML as the operator entered it, stored verbatim: the storefront sanitises it where it shows it.
  content TEXT NOT NULL DEFAULT '',
  -- Drafts stay unpublished and are found by neither the list nor the detail call.
  published BOOLEAN NOT NULL DEFAULT false,
  create_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Lists sort by it and show its date, so an edited notice comes back to the top.
  update_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- An enterprise notice belongs to one enterprise and no platform; a platform notice the reverse.
  CHECK (
    (notice_type = 'EP' AND one_id IS NOT NULL AND notice_range IS NULL)
    OR (notice_type = 'PF' AND one_id IS NULL AND notice_range IS NOT NULL)
  ),
  CHECK (update_time >= create_time)
);

-- The two list calls, newest first: one enterprise's notices, and one platform's.
CREATE INDEX notices_enterprise_list ON notices (one_id, update_time DESC, id DESC)
  WHERE published AND notice_type = 'EP';
CREATE INDEX notices_platform_list ON notices (notice_range, update_time DESC, id DESC)
  WHERE published AND notice_type = 'PF';

CREATE TABLE popups (
  id TEXT PRIMARY KEY,
  -- 'TH' is shown first in a session; 'EP' (an enterprise's) and 'PF' (the platform's) after it.
  popup_type TEXT NOT NULL CHECK (popup_type IN ('TH', 'EP', 'PF')),
  -- 0: on a member's first login; 1: on every other login; 3: the TH popup, every session.
  popup_frequency SMALLINT NOT NULL CHECK (popup_frequency IN (0, 1, 3)),
  -- The platform it shows on: HSHSC, DZPT, or OT (the disposable-card login, platform YCXK).
  popup_range TEXT NOT NULL CHECK (popup_range IN ('HSHSC', 'DZPT', 'OT')),
  -- The enterprise whose members see it; NULL: every enterprise.
  one_id TEXT REFERENCES enterprises (one_id),
  popup_title TEXT NOT NULL CHECK (length(btrim(popup_title)) BETWEEN 1 AND 100),
  -- HTML as the operator entered it, stored verbatim: the storefront sanitises it.
  popup_message TEXT NOT NULL DEFAULT '',
  -- Shown from start_time until end_time; NULL end_time: until it is switched off.
  start_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  end_time TIMESTAMPTZ,
  -- Switched off by an operator: never shown, whatever its window.
  enabled BOOLEAN NOT NULL DEFAULT true,
  create_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  update_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- The frequency code 3 exists for the TH popup alone, and the TH popup has no other.
  CHECK ((popup_type = 'TH') = (popup_frequency = 3)),
  -- A platform popup is for everyone on the platform.
  CHECK (popup_type <> 'PF' OR one_id IS NULL),
  CHECK (end_time IS NULL OR end_time > start_time),
  CHECK (update_time >= create_time)
);

-- getLatestPopup: the newest enabled popup of a type, frequency and platform.
CREATE INDEX popups_latest ON popups (popup_type, popup_frequency, popup_range, start_time DESC)
  WHERE enabled;

-- "Don't show again": one row per member and popup; the popup is then left out for that member.
CREATE TABLE popup_cancel_status (
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  popup_id TEXT NOT NULL REFERENCES popups (id) ON DELETE CASCADE,
  create_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, popup_id)
);
-- Deleting a popup removes its rows through this index rather than a scan.
CREATE INDEX popup_cancel_status_popup ON popup_cancel_status (popup_id);
