-- Pages: `published` now means released to its audience (every enterprise when one_id is NULL, else
-- that enterprise's members), and only a published page is read by id. Which published page a slot
-- shows is `in_slot`. Until now `published` meant "the slot's page" alone and any other page was read
-- by id by anyone: drafts, other enterprises' pages and the pages linked from others alike.
-- Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18).

ALTER TABLE pages ADD COLUMN in_slot BOOLEAN NOT NULL DEFAULT false;
UPDATE pages SET in_slot = published;
ALTER TABLE pages ADD CONSTRAINT pages_in_slot_is_published CHECK (NOT in_slot OR published);

-- The English version of a published page was read by id beside it (spec 03 section 4, "Home load"),
-- so it stays readable; any other page that was not its slot's is taken for a draft until published.
UPDATE pages SET published = true
WHERE id IN (SELECT id_en FROM pages WHERE published AND id_en IS NOT NULL);

-- At most one page per slot, so the page calls never have to pick between two.
DROP INDEX pages_published_slot;
DROP INDEX pages_published_public;
CREATE UNIQUE INDEX pages_slot
  ON pages (platform, page_client_type, page_type, (COALESCE(one_id, '')))
  WHERE in_slot AND NOT is_public;
CREATE UNIQUE INDEX pages_public_slot
  ON pages (platform, page_client_type)
  WHERE in_slot AND is_public;
