import { randomInt } from 'node:crypto';
import { maskMobile, type MemberSmsFunction, type SmsCodeSent, type SmsFunction } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { writeOutbox } from './dev-outbox.ts';
import {
  minutesUntil,
  PHONE_CODES_PER_DAY,
  PHONE_CODES_PER_HOUR,
  RATE_LIMIT_MESSAGES,
} from './rate-limits.ts';

// SMS codes of sign-up, password recovery and the disposable-card login. A code is six digits, lives
// five minutes, dies after five wrong tries and is spent by the one step that uses it; only the
// newest code of a phone and purpose counts. One phone gets at most one code per minute, whatever
// the purpose, and at most PHONE_CODES_PER_HOUR in an hour and PHONE_CODES_PER_DAY in a day
// (services/rate-limits.ts), counting the verification dialog's codes too. Outside production the
// code also goes to the development outbox (kind `sms`).

/** Digits in an SMS code. Defaults to `6`. */
export const SMS_CODE_LENGTH = 6;
/** How long an SMS code is good for. Defaults to `5` minutes. */
export const SMS_CODE_MINUTES = 5;
/** Seconds a phone waits between two codes (spec 03 section 9). Defaults to `60`. */
export const SMS_RESEND_SECONDS = 60;
/** Wrong tries a code survives. Defaults to `5`. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** Code of a refused SMS code: the form shows it next to the field (spec 01 section 8). */
export const SMS_REFUSED_CODE = 30_000;
/** Message of a wrong, expired, spent or never-sent SMS code: never which. */
export const WRONG_SMS_CODE = '短信验证码错误或已失效';

/** The 429 of a second code to one phone within a minute, saying how long to wait. */
export function smsTooSoon(seconds: number): ApiError {
  return new ApiError(429, `短信发送过于频繁，请${seconds}秒后再试`);
}

/** The refusal of a wrong SMS code (code 30000, shown by the form, no toast). */
export function wrongSmsCode(): ApiError {
  return new ApiError(400, WRONG_SMS_CODE, SMS_REFUSED_CODE);
}

// The windows of a phone's count, each with its number of codes.
const PHONE_WINDOWS = [
  { codes: PHONE_CODES_PER_HOUR, ms: 3_600_000 },
  { codes: PHONE_CODES_PER_DAY, ms: 86_400_000 },
] as const;

/**
 * Refuses (429, saying how long to wait) a code to a phone that has had its codes of the hour or of
 * the day, counting both sms_codes and the verification dialog's SMS codes. Call it inside the
 * transaction that holds the phone's lock; both tables keep a day of codes, so nothing is missed.
 */
export async function refusePhoneOverCaps(tx: DbExecutor, mobile: string, now: Date): Promise<void> {
  for (const window of PHONE_WINDOWS) {
    // The oldest of the newest `codes` sends within the window: while it is there, the phone is full.
    const [oldest] = await tx.query<{ sentAt: Date }>(
      `SELECT sent_at AS "sentAt" FROM (
         SELECT sent_at FROM sms_codes WHERE mobile = $1
         UNION ALL SELECT sent_at FROM verification_codes WHERE channel = 'sms' AND recipient = $1
       ) AS sent WHERE sent_at > $2 ORDER BY sent_at DESC OFFSET $3 LIMIT 1`,
      [mobile, new Date(now.getTime() - window.ms), window.codes - 1],
    );
    if (oldest) {
      const until = new Date(oldest.sentAt.getTime() + window.ms);
      throw new ApiError(429, RATE_LIMIT_MESSAGES.phoneTooManyCodes(minutesUntil(until, now)));
    }
  }
}

/** What a code is for: a guest flow's function, or a logged-in member's own (the pay-password screen). */
export type SmsPurpose = SmsFunction | MemberSmsFunction;

/** What sending a code needs. */
export interface SmsCodeOrder {
  mobile: string;
  purpose: SmsPurpose;
  now: Date;
  /** Keep the code in the development outbox (never in production). */
  writeToOutbox: boolean;
}

/**
 * Draws and "sends" a code to a phone, unless the phone got one less than a minute ago or has had
 * its codes of the hour or the day (429, nothing written). One transaction holding a lock on the phone, so two requests at once cannot both pass
 * the minute check.
 */
export async function sendSmsCode(db: Db, order: SmsCodeOrder): Promise<SmsCodeSent> {
  const { mobile, purpose, now } = order;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
    const [last] = await tx.query<{ sentAt: Date }>(
      `SELECT sent_at AS "sentAt" FROM sms_codes WHERE mobile = $1 ORDER BY sent_at DESC LIMIT 1`,
      [mobile],
    );
    const waitMs = last ? last.sentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) throw smsTooSoon(Math.ceil(waitMs / 1000));
    await refusePhoneOverCaps(tx, mobile, now);

    const code = Array.from({ length: SMS_CODE_LENGTH }, () => randomInt(10)).join('');
    await tx.query(
      `INSERT INTO sms_codes (mobile, purpose, code, sent_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [mobile, purpose, code, now, new Date(now.getTime() + SMS_CODE_MINUTES * 60_000)],
    );
    // Codes dead for a day are of no use to anyone, not even to the minute check.
    await tx.query(`DELETE FROM sms_codes WHERE expires_at < $1`, [new Date(now.getTime() - 86_400_000)]);
    if (order.writeToOutbox) await writeOutbox(tx, { to: mobile, kind: 'sms', body: code }, now);
    return {
      mobile: maskMobile(mobile),
      resendInSeconds: SMS_RESEND_SECONDS,
      expiresInSeconds: SMS_CODE_MINUTES * 60,
    };
  });
}

/** Which code is typed, and for what. */
export interface SmsCodeAttempt {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  now: Date;
}

/**
 * Checks a typed code against the newest live code of the phone and purpose, without spending it,
 * and answers that code's id, or null. A wrong code counts a try against the live one, on `db`
 * itself (not in a caller's transaction) so that a refusal cannot roll the count back.
 */
export async function matchSmsCode(db: DbExecutor, attempt: SmsCodeAttempt): Promise<string | null> {
  const typed = attempt.code.trim();
  const [row] = await db.query<{ id: string; matches: boolean }>(
    `UPDATE sms_codes SET attempts = attempts + CASE WHEN code = $3 THEN 0 ELSE 1 END
     WHERE id = (SELECT id FROM sms_codes WHERE mobile = $1 AND purpose = $2 ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL AND expires_at > $4 AND attempts < $5
     RETURNING id, code = $3 AS matches`,
    [attempt.mobile, attempt.purpose, typed, attempt.now, SMS_CODE_MAX_ATTEMPTS],
  );
  return row?.matches ? String(row.id) : null;
}

/**
 * Spends a matched code of `table` (an SMS code, or a member's verification code) inside the
 * transaction of the step it allows. The conditional update is the lock: of two requests with one
 * code, exactly one gets `true`.
 */
export async function spendCodeOf(
  table: 'sms_codes' | 'verification_codes',
  tx: DbExecutor,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ${table} SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`,
    [id, now],
  );
  return rows.length === 1;
}

/** Spends a matched SMS code inside the step's transaction (`spendCodeOf`). */
export const spendSmsCode = (tx: DbExecutor, id: string, now: Date): Promise<boolean> =>
  spendCodeOf('sms_codes', tx, id, now);
