-- Search terms operators promote as hot terms under the search box (HSHSC header). The catalogue
-- issue adds the terms members search for; `hot` marks the ones shown as tags.

CREATE TABLE search_terms (
  term TEXT PRIMARY KEY CHECK (length(term) BETWEEN 1 AND 40),
  term_en TEXT CHECK (term_en IS NULL OR length(term_en) BETWEEN 1 AND 40),
  hot BOOLEAN NOT NULL DEFAULT false,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX search_terms_hot ON search_terms (sort_order) WHERE hot;
