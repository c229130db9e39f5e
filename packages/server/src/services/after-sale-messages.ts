import type { AfterSaleMessage } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { readOwnRequest, translated } from './after-sale-reads.ts';
import type { Locale } from './after-sale-words.ts';
import { SERVICE_REPLIES } from './after-sale-words.ts';

// After-sale requests, the messages with customer service: the member's, the service's replies, and
// how many replies are unread.

interface MessageRow {
  id: string;
  sender: 'MEMBER' | 'SERVICE';
  content: string;
  createdAt: Date;
}

function toMessage(row: MessageRow, locale: Locale): AfterSaleMessage {
  return {
    id: Number(row.id),
    sender: row.sender,
    content: row.sender === 'SERVICE' ? translated(row.content, SERVICE_REPLIES, locale) : row.content,
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * The messages of one of the member's requests, oldest first. The member reading them at `readAt`
 * marks service replies read; `null` (a server render, which the member may not have asked for)
 * only shows them.
 */
export async function listAfterSaleMessages(
  db: Db,
  memberId: string,
  sn: string,
  locale: Locale,
  readAt: Date | null,
): Promise<AfterSaleMessage[]> {
  return db.transaction(async (tx) => {
    await readOwnRequest(tx, memberId, sn);
    if (readAt) {
      await tx.query(
        `UPDATE after_sale_messages SET read_at = $2 WHERE after_sale_sn = $1 AND sender = 'SERVICE' AND read_at IS NULL`,
        [sn, readAt],
      );
    }
    const rows = await tx.query<MessageRow>(
      `SELECT id, sender, content, created_at AS "createdAt" FROM after_sale_messages
       WHERE after_sale_sn = $1 ORDER BY created_at, id`,
      [sn],
    );
    return rows.map((row) => toMessage(row, locale));
  });
}

/** Sends a message (trimmed) to customer service about one of the member's requests and answers it. */
export async function sendAfterSaleMessage(
  db: DbExecutor,
  memberId: string,
  input: { afterSaleSn: string; content: string },
  locale: Locale,
  now: Date,
): Promise<AfterSaleMessage> {
  await readOwnRequest(db, memberId, input.afterSaleSn);
  const [row] = await db.query<MessageRow>(
    `INSERT INTO after_sale_messages (after_sale_sn, sender, content, created_at) VALUES ($1, 'MEMBER', $2, $3)
     RETURNING id, sender, content, created_at AS "createdAt"`,
    [input.afterSaleSn, input.content.trim(), now],
  );
  if (!row) throw new Error('the message was not stored');
  return toMessage(row, locale);
}

/** How many service replies to any of the member's requests they have not read. */
export async function countUnreadReplies(db: DbExecutor, memberId: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM after_sale_messages m JOIN after_sales a ON a.sn = m.after_sale_sn
     WHERE a.member_id = $1 AND m.sender = 'SERVICE' AND m.read_at IS NULL`,
    [memberId],
  );
  return count?.n ?? 0;
}
