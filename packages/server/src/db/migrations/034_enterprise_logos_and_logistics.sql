-- Enterprise logos and the courier companies (issue 25 item 7). Must run on PostgreSQL 15 as well as PGlite.
--
-- An enterprise's own logo for the header, and a sub-logo shown beside it (GET /buyer/bindEnterLogo/logo:
-- logoPath, subLogoPath). Pictures of the mall's image set (/img/...); NULL: the site's logo is shown.
-- A sub-logo goes with a logo, never alone.
ALTER TABLE enterprises
  ADD COLUMN logo_path TEXT CHECK (logo_path ~ '^/img/[A-Za-z0-9/_.-]+$'),
  ADD COLUMN sub_logo_path TEXT CHECK (sub_logo_path ~ '^/img/[A-Za-z0-9/_.-]+$'),
  ADD CONSTRAINT enterprises_sub_logo_needs_logo CHECK (sub_logo_path IS NULL OR logo_path IS NOT NULL);

-- The courier companies a member may send after-sale goods back with (GET /buyer/other/logistics,
-- spec 02: pageNumber 1, pageSize 200, disabled OPEN). `disabled` keeps lilishop's wording: OPEN is
-- offered, CLOSE is not (a company that stopped or merged); a return names an OPEN one by `name`.
CREATE TABLE logistics_companies (
  id TEXT PRIMARY KEY,
  -- The courier's code in tracking services (SF, ZTO, ...).
  code TEXT NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{2,12}$'),
  name TEXT NOT NULL UNIQUE CHECK (char_length(name) BETWEEN 1 AND 50),
  name_en TEXT NOT NULL CHECK (char_length(name_en) BETWEEN 1 AND 50),
  disabled TEXT NOT NULL DEFAULT 'OPEN' CHECK (disabled IN ('OPEN', 'CLOSE')),
  sort_order INT NOT NULL
);
