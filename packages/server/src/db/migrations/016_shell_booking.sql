-- Shell-card booking (/Shelli, /fitList, /recordList): the service cards an enterprise gives its
-- employees (car care at partner Shell stations), the time slots of the coming days with their
-- capacity, and the members' bookings. Must run on PostgreSQL 15 as well as PGlite (PostgreSQL 18):
-- plain tables, a partial unique index and no newer syntax. Days are calendar days in China (DATE).

CREATE TABLE shell_cards (
  -- `shell-` and a name, as the seed makes them.
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The number printed on the card.
  card_num TEXT NOT NULL UNIQUE,
  card_name TEXT NOT NULL,
  -- The service it covers and the stations that take it (/fitList).
  fit_scope TEXT NOT NULL,
  valid_from DATE NOT NULL,
  valid_until DATE NOT NULL,
  CHECK (valid_until >= valid_from)
);
CREATE INDEX shell_cards_member ON shell_cards (member_id, card_num);

-- The slots of each service day; a slot takes `capacity` live bookings. The booking service locks
-- the slot's row while it counts, so two bookings at once never pass its capacity.
CREATE TABLE shell_slots (
  service_date DATE NOT NULL,
  book_time TEXT NOT NULL CHECK (book_time ~ '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$'),
  capacity INTEGER NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (service_date, book_time)
);

CREATE TABLE shell_bookings (
  id TEXT PRIMARY KEY,
  card_id TEXT NOT NULL REFERENCES shell_cards (id) ON DELETE CASCADE,
  -- The card's member, kept here so every query of a member's bookings filters on one column.
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  service_date DATE NOT NULL,
  book_time TEXT NOT NULL,
  user_name TEXT NOT NULL CHECK (char_length(user_name) BETWEEN 1 AND 20),
  emp_num TEXT NOT NULL CHECK (char_length(emp_num) BETWEEN 1 AND 20),
  -- A cancelled booking stays as a record; it frees its card's day and its slot's place.
  status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
  booked_at TIMESTAMPTZ NOT NULL,
  operated_at TIMESTAMPTZ NOT NULL,
  FOREIGN KEY (service_date, book_time) REFERENCES shell_slots (service_date, book_time)
);
-- One live booking per card and day, whatever races past the service's checks.
CREATE UNIQUE INDEX shell_bookings_one_per_card_day ON shell_bookings (card_id, service_date)
  WHERE status = 'booked';
-- The record list: the member's bookings, the latest operation first.
CREATE INDEX shell_bookings_member ON shell_bookings (member_id, operated_at DESC);
-- Counting a slot's live bookings.
CREATE INDEX shell_bookings_slot ON shell_bookings (service_date, book_time) WHERE status = 'booked';
