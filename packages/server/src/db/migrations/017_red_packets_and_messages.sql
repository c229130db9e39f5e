-- Red packets (the home page's red-packet game) and the member's messages (/home/message: messages and
-- suggestions left for the service, and the station messages the mall sends to a member). Must run on
-- PostgreSQL 15 as well as PGlite (PostgreSQL 18): plain tables, CHECKs and indexes only.

-- A batch of red packets: who may receive one, how much it pays and when.
CREATE TABLE red_packet_batches (
  batch_no TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT,
  -- Every member of this enterprise may receive one; NULL: only the members of red_packet_audience
  -- (who may receive one whatever this says).
  one_id TEXT REFERENCES enterprises (one_id),
  -- Points paid per packet, drawn by the server between the two (equal: a fixed amount).
  amount_min INTEGER NOT NULL CHECK (amount_min > 0),
  amount_max INTEGER NOT NULL CHECK (amount_max >= amount_min),
  -- What the points are called for the batch's members ('福利积分' / 'welfare points').
  unit TEXT NOT NULL,
  unit_en TEXT,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL CHECK (ends_at > starts_at),
  -- OFFLINE: taken down before its end; nobody receives from it any more.
  status TEXT NOT NULL DEFAULT 'ONLINE' CHECK (status IN ('ONLINE', 'OFFLINE')),
  created_at TIMESTAMPTZ NOT NULL
);

-- Members named one by one in a batch's audience.
CREATE TABLE red_packet_audience (
  batch_no TEXT NOT NULL REFERENCES red_packet_batches (batch_no) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (batch_no, member_id)
);
CREATE INDEX red_packet_audience_member ON red_packet_audience (member_id);

-- What a member received from a batch: one packet per member and batch, whatever the number of
-- concurrent requests; the points went into members.point with the point_log line named here.
CREATE TABLE red_packet_receipts (
  batch_no TEXT NOT NULL REFERENCES red_packet_batches (batch_no),
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount INTEGER NOT NULL CHECK (amount > 0),
  point_log_id BIGINT NOT NULL REFERENCES point_log (id),
  received_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (batch_no, member_id)
);
CREATE INDEX red_packet_receipts_member ON red_packet_receipts (member_id);

-- A message or suggestion a member left for the service, and the service's reply.
CREATE TABLE member_leave_messages (
  -- `lmsg-` and a UUID.
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('SUGGESTION', 'COMPLAINT', 'CONSULTATION')),
  -- Spec 03 section 5: at most 300 characters.
  content TEXT NOT NULL CHECK (char_length(content) BETWEEN 1 AND 300),
  reply TEXT,
  replied_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
CREATE INDEX member_leave_messages_member ON member_leave_messages (member_id, created_at DESC, id DESC);

-- A station message the mall sent to one member; deleting it removes the row.
CREATE TABLE member_station_messages (
  -- `smsg-` and a UUID (seeded ones: a readable id).
  id TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  title_en TEXT,
  content TEXT NOT NULL,
  content_en TEXT,
  -- NULL while unread; the first reading's time after.
  read_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL
);
-- The member's list: unread first, then the newest.
CREATE INDEX member_station_messages_member ON member_station_messages (member_id, (read_at IS NULL) DESC, created_at DESC);
