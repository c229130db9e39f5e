import { randomInt } from 'node:crypto';
import type { RedPacketBatch, RedPacketPermission, RedPacketReceipt } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { inLocale, type Locale } from './locale.ts';

// Red packets (spec 03 sections 2, 4 and 7): a batch pays each member of its audience one packet of
// points while it runs. The server draws the amount; receiving pays it into the member's spendable
// points with a RED_PACKET line of point_log, in one transaction under the member's row lock, so a
// second receive of the batch (even a concurrent one) pays nothing and answers the same receipt.

/** Refusals of receiving, in the words the game shows. */
export const RED_PACKET_MESSAGES = {
  /** userId or oneId of the body is not the session's own. */
  notYours: '只能领取自己的红包',
  /** A batch number that does not exist. */
  notFound: '红包活动不存在',
  /** The member is not in the batch's audience (spec 03 section 8: 'no access permission'). */
  notInAudience: '暂无领取权限',
  /** Before the batch's start ('activity not yet started'). */
  notStarted: '红包活动尚未开始',
  /** After the batch's end, or taken offline ('activity offline'). */
  ended: '红包活动已结束',
} as const;

/** Who is receiving: the session's member and enterprise. */
export interface RedPacketMember {
  memberId: string;
  oneId: string;
}

interface BatchRow {
  batchNo: string;
  name: string;
  nameEn: string | null;
  unit: string;
  unitEn: string | null;
  amountMin: number;
  amountMax: number;
  startsAt: Date;
  endsAt: Date;
  status: 'ONLINE' | 'OFFLINE';
  inAudience: boolean;
}

const BATCH_COLUMNS = `b.batch_no AS "batchNo", b.name, b.name_en AS "nameEn", b.unit, b.unit_en AS "unitEn",
  b.amount_min AS "amountMin", b.amount_max AS "amountMax", b.starts_at AS "startsAt", b.ends_at AS "endsAt",
  b.status`;

/** SQL of "member $1 of enterprise $2 is in the audience of batch b". */
const IN_AUDIENCE = `(b.one_id = $2 OR EXISTS (
  SELECT 1 FROM red_packet_audience a WHERE a.batch_no = b.batch_no AND a.member_id = $1))`;

/**
 * The open batch the member may receive from now, not yet received: the one ending first (then by
 * number); null when there is none.
 */
async function openBatch(db: DbExecutor, member: RedPacketMember, now: Date): Promise<BatchRow | null> {
  const [row] = await db.query<BatchRow>(
    `SELECT ${BATCH_COLUMNS}, true AS "inAudience" FROM red_packet_batches b
     WHERE b.status = 'ONLINE' AND b.starts_at <= $3 AND b.ends_at > $3 AND ${IN_AUDIENCE}
       AND NOT EXISTS (SELECT 1 FROM red_packet_receipts r WHERE r.batch_no = b.batch_no AND r.member_id = $1)
     ORDER BY b.ends_at, b.batch_no LIMIT 1`,
    [member.memberId, member.oneId, now],
  );
  return row ?? null;
}

/** permissions: whether a packet waits for the member (the home page's tip). */
export async function redPacketPermission(
  db: DbExecutor,
  member: RedPacketMember,
  now: Date,
): Promise<RedPacketPermission> {
  return { hasPermission: (await openBatch(db, member, now)) !== null };
}

/** packetQuery: the batch the game is played for, or null. */
export async function queryRedPacket(
  db: DbExecutor,
  member: RedPacketMember,
  now: Date,
  locale: Locale,
): Promise<RedPacketBatch | null> {
  const batch = await openBatch(db, member, now);
  if (!batch) return null;
  return {
    batchNo: batch.batchNo,
    name: inLocale(locale, batch.name, batch.nameEn),
    unit: inLocale(locale, batch.unit, batch.unitEn),
    endTime: batch.endsAt.toISOString(),
  };
}

/** What receiving asks for: the batch, and who the body says is receiving. */
export interface RedPacketReceiveInput {
  batchNo: string;
  oneId: string;
  userId: string;
}

interface ReceiptRow {
  amount: number;
  receivedAt: Date;
}

/**
 * packetReceive: pays the member the batch's packet once and answers the receipt. A member who has
 * received it already gets the same receipt and nothing more. Refused (nothing written) when the body
 * names someone else (403), for an unknown batch (404), outside the audience (400), before the start
 * or after the end or offline (400).
 */
export async function receiveRedPacket(
  db: Db,
  member: RedPacketMember,
  input: RedPacketReceiveInput,
  now: Date,
  locale: Locale,
): Promise<RedPacketReceipt> {
  if (input.userId !== member.memberId || input.oneId !== member.oneId) {
    throw new ApiError(403, RED_PACKET_MESSAGES.notYours);
  }
  return db.transaction(async (tx) => {
    // Receives of one member go one at a time: the second sees the first one's receipt.
    await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [member.memberId]);
    const [batch] = await tx.query<BatchRow>(
      `SELECT ${BATCH_COLUMNS}, ${IN_AUDIENCE} AS "inAudience" FROM red_packet_batches b WHERE b.batch_no = $3`,
      [member.memberId, member.oneId, input.batchNo],
    );
    if (!batch) throw new ApiError(404, RED_PACKET_MESSAGES.notFound);
    const receiptOf = (row: ReceiptRow): RedPacketReceipt => ({
      batchNo: batch.batchNo,
      balance: row.amount,
      unit: inLocale(locale, batch.unit, batch.unitEn),
      receiveTime: row.receivedAt.toISOString(),
    });

    const [received] = await tx.query<ReceiptRow>(
      `SELECT amount, received_at AS "receivedAt" FROM red_packet_receipts WHERE batch_no = $1 AND member_id = $2`,
      [batch.batchNo, member.memberId],
    );
    if (received) return receiptOf(received);

    // 400, not 403: the storefront takes a 403 for an expired session and asks the member to log in again.
    if (!batch.inAudience) throw new ApiError(400, RED_PACKET_MESSAGES.notInAudience);
    if (now < batch.startsAt) throw new ApiError(400, RED_PACKET_MESSAGES.notStarted);
    if (now >= batch.endsAt || batch.status === 'OFFLINE') throw new ApiError(400, RED_PACKET_MESSAGES.ended);

    const amount = randomInt(batch.amountMin, batch.amountMax + 1);
    const [paid] = await tx.query<{ point: number }>(
      'UPDATE members SET point = point + $2 WHERE id = $1 RETURNING point',
      [member.memberId, amount],
    );
    if (!paid) throw new Error(`member ${member.memberId} vanished while receiving a red packet`);
    const [line] = await tx.query<{ id: string }>(
      `INSERT INTO point_log (member_id, change, balance_after, kind, remark, created_at)
       VALUES ($1, $2, $3, 'RED_PACKET', $4, $5) RETURNING id`,
      [member.memberId, amount, paid.point, batch.name, now],
    );
    // The primary key (batch_no, member_id) is the last word: a duplicate would roll all of it back.
    await tx.query(
      `INSERT INTO red_packet_receipts (batch_no, member_id, amount, point_log_id, received_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [batch.batchNo, member.memberId, amount, line?.id, now],
    );
    return receiptOf({ amount, receivedAt: now });
  });
}
