-- Articles of the help centre (spec 01 section 7: /buyer/other/article, its category list and one
-- article by id): the shopping guide, delivery, after-sale and refund standards, contact pages and
-- the FAQ, in Chinese and English. Guests read them too, so nothing here belongs to a member or an
-- enterprise. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18): plain tables and
-- indexes, no features newer than 15.

CREATE TABLE article_categories (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 30),
  -- The English name; NULL shows the Chinese one in English too.
  name_en TEXT CHECK (name_en IS NULL OR length(btrim(name_en)) BETWEEN 1 AND 60),
  -- Categories list in this order (smallest first), then by id.
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id TEXT PRIMARY KEY,
  category_id TEXT NOT NULL REFERENCES article_categories (id),
  title TEXT NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 60),
  title_en TEXT CHECK (title_en IS NULL OR length(btrim(title_en)) BETWEEN 1 AND 120),
  -- HTML as the operator entered it, stored verbatim: the storefront sanitises it where it shows it.
  body TEXT NOT NULL,
  body_en TEXT,
  -- Articles of a category list in this order (smallest first), then by id.
  sort_order INTEGER NOT NULL DEFAULT 0,
  -- Drafts are found by neither the list nor the detail call.
  published BOOLEAN NOT NULL DEFAULT true,
  create_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  update_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (update_time >= create_time)
);

-- The list call: one category's published articles in their order.
CREATE INDEX articles_by_category ON articles (category_id, sort_order, id) WHERE published;
