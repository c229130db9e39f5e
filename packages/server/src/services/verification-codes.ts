import { randomInt } from 'node:crypto';
import type { Db, DbExecutor } from '../db/db.ts';
import { writeOutbox } from './dev-outbox.ts';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_MINUTES,
  SMS_RESEND_SECONDS,
  refusePhoneOverCaps,
  smsTooSoon,
  spendCodeOf,
} from './sms-codes.ts';

// Codes of the verification dialog (migration 014): an SMS code to a mobile or a mail code to an
// e-mail, drawn for the logged-in member. They follow the SMS codes' rules (six digits, five
// minutes, five wrong tries, spent once, one per recipient per minute); a phone's minute also counts
// the codes of sms_codes, so the dialog cannot be used to flood a phone the login forms also reach.

/** The two ways a code travels. */
export type VerificationChannel = 'sms' | 'email';

/** What sending a code needs. */
export interface VerificationCodeOrder {
  memberId: string;
  channel: VerificationChannel;
  /** A mobile, or an e-mail already lower-cased. */
  recipient: string;
  now: Date;
  /** Keep the code in the development outbox (never in production). */
  writeToOutbox: boolean;
}

/**
 * Draws and "sends" a code, unless the recipient got one less than a minute ago (429, nothing
 * written). One transaction holding a lock on the recipient (the SMS codes' own lock for a phone),
 * so two requests at once cannot both pass the minute check.
 */
export async function sendVerificationCode(db: Db, order: VerificationCodeOrder): Promise<void> {
  const { memberId, channel, recipient, now } = order;
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      channel === 'sms' ? `sms:${recipient}` : `email:${recipient}`,
    ]);
    const [last] = await tx.query<{ sentAt: Date }>(
      `SELECT max(sent_at) AS "sentAt" FROM (
         SELECT sent_at FROM verification_codes WHERE channel = $1 AND recipient = $2
         UNION ALL SELECT sent_at FROM sms_codes WHERE $1 = 'sms' AND mobile = $2
       ) AS sent`,
      [channel, recipient],
    );
    const waitMs = last?.sentAt ? last.sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw smsTooSoon(Math.ceil(waitMs / 1000));
    // A phone's hourly and daily counts are the login forms' too.
    if (channel === 'sms') await refusePhoneOverCaps(tx, recipient, now);

    const code = Array.from({ length: SMS_CODE_LENGTH }, () => randomInt(10)).join('');
    await tx.query(
      `INSERT INTO verification_codes (member_id, channel, recipient, code, sent_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [memberId, channel, recipient, code, now, new Date(now.getTime() + SMS_CODE_MINUTES * 60_000)],
    );
    // Codes dead for a day are of no use to anyone, not even to the minute check.
    await tx.query(`DELETE FROM verification_codes WHERE expires_at < $1`, [
      new Date(now.getTime() - 86_400_000),
    ]);
    if (order.writeToOutbox) await writeOutbox(tx, { to: recipient, kind: channel, body: code }, now);
  });
}

/** Which code is typed, by whom and for what. */
export interface VerificationCodeAttempt {
  memberId: string;
  channel: VerificationChannel;
  recipient: string;
  code: string;
  now: Date;
}

/**
 * Checks a typed code against the member's newest live code of the channel and recipient, without
 * spending it; answers that code's id, or null. A wrong code counts a try, on `db` itself so that a
 * refusal cannot roll the count back.
 */
export async function matchVerificationCode(
  db: DbExecutor,
  attempt: VerificationCodeAttempt,
): Promise<string | null> {
  const [row] = await db.query<{ id: string; matches: boolean }>(
    `UPDATE verification_codes SET attempts = attempts + CASE WHEN code = $4 THEN 0 ELSE 1 END
     WHERE id = (SELECT id FROM verification_codes WHERE member_id = $1 AND channel = $2 AND recipient = $3
                 ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL AND expires_at > $5 AND attempts < $6
     RETURNING id, code = $4 AS matches`,
    [
      attempt.memberId,
      attempt.channel,
      attempt.recipient,
      attempt.code.trim(),
      attempt.now,
      SMS_CODE_MAX_ATTEMPTS,
    ],
  );
  return row?.matches ? String(row.id) : null;
}

/** Spends a matched code inside the step's transaction; of two requests with one code, one gets `true`. */
export const spendVerificationCode = (tx: DbExecutor, id: string, now: Date): Promise<boolean> =>
  spendCodeOf('verification_codes', tx, id, now);
