import type { DbExecutor } from '../db/db.ts';

// The development provider of messages: what would have been sent (an SMS, a mail) or drawn (an image code)
// is kept here, so API and browser tests can read it. Never written in production.

/** What kind of message an outbox entry is. */
export type OutboxKind = 'image-code' | 'sms' | 'email';

/** One message in the development outbox. */
export interface OutboxEntry {
  id: number;
  /** The device uuid of an image code, the mobile of an SMS, the address of a mail. */
  to: string;
  kind: OutboxKind;
  /** The code itself. */
  body: string;
  createdAt: string;
}

/** Entries answered per read. Defaults to `20`. */
export const OUTBOX_PAGE_SIZE = 20;

/** Keeps a message in the outbox. */
export async function writeOutbox(
  tx: DbExecutor,
  message: { to: string; kind: OutboxKind; body: string },
  now: Date,
): Promise<void> {
  await tx.query(`INSERT INTO dev_outbox (recipient, kind, body, created_at) VALUES ($1, $2, $3, $4)`, [
    message.to,
    message.kind,
    message.body,
    now,
  ]);
}

/** The newest entries, optionally only those to `to` and of `kind`. */
export async function readOutbox(
  db: DbExecutor,
  filter: { to?: string; kind?: OutboxKind },
): Promise<OutboxEntry[]> {
  const rows = await db.query<{ id: string; to: string; kind: OutboxKind; body: string; createdAt: Date }>(
    `SELECT id, recipient AS "to", kind, body, created_at AS "createdAt" FROM dev_outbox
     WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR kind = $2)
     ORDER BY id DESC LIMIT $3`,
    [filter.to ?? null, filter.kind ?? null, OUTBOX_PAGE_SIZE],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), createdAt: row.createdAt.toISOString() }));
}
