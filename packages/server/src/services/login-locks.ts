import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  minutesUntil,
} from './rate-limits.ts';
import { verifyPassword } from './password-hash.ts';

// The lock of an account's password login (migration 023): a member (password login and the old
// password of the login-password change) or a welfare card (card login). Wrong passwords count on
// the account's row, on `db` itself rather than in a caller's transaction, so that the refusal that
// follows cannot roll the count back; the row count of every table stays the same.

/**
 * A refused login that counts as a failed guess against the client's address (a wrong password,
 * an unknown name, a wrong card or SMS code, a locked account); http/address-limits.ts counts it.
 */
export class CredentialRefusal extends ApiError {}

/** The same refusal as `error`, marked as a failed guess. */
export function asCredentialRefusal(error: ApiError): CredentialRefusal {
  return new CredentialRefusal(error.statusCode, error.message, error.code);
}

/** Whose password is tried. */
export type LoginAccount = { kind: 'member'; id: string } | { kind: 'card'; cardNo: string };

// Table and key column by kind: constants, never the caller's text.
const TARGETS = {
  member: { table: 'members', key: 'id' },
  card: { table: 'welfare_cards', key: 'card_no' },
} as const;

function target(account: LoginAccount): { table: string; key: string; value: string } {
  const { table, key } = TARGETS[account.kind];
  return { table, key, value: account.kind === 'member' ? account.id : account.cardNo };
}

/** Minutes left of a lock that still holds at `now`, or null when the account may try. */
export function lockMinutesLeft(lockedUntil: Date | null, now: Date): number | null {
  return lockedUntil && lockedUntil > now ? minutesUntil(lockedUntil, now) : null;
}

/** Where a wrong password left the account. */
export type FailureOutcome = { locked: true; minutes: number } | { locked: false; triesLeft: number };

/**
 * Counts a wrong password: the {@link LOGIN_MAX_FAILURES}th within the window locks the account for
 * {@link LOGIN_LOCK_MINUTES} and starts the count again.
 */
export async function recordLoginFailure(
  db: DbExecutor,
  account: LoginAccount,
  now: Date,
): Promise<FailureOutcome> {
  const { table, key, value } = target(account);
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const count = `(CASE WHEN login_failed_at > $2::timestamptz THEN login_failures + 1 ELSE 1 END)`;
  const [row] = await db.query<{ failures: number; locked: boolean }>(
    `UPDATE ${table} SET
       login_failures = CASE WHEN ${count} >= $3 THEN 0 ELSE ${count} END,
       login_failed_at = CASE WHEN ${count} >= $3 THEN NULL ELSE $4::timestamptz END,
       login_locked_until = CASE WHEN ${count} >= $3 THEN $5::timestamptz ELSE login_locked_until END
     WHERE ${key} = $1
     RETURNING login_failures AS failures, login_locked_until IS NOT DISTINCT FROM $5::timestamptz AS locked`,
    [value, windowStart, LOGIN_MAX_FAILURES, now, lockUntil],
  );
  if (row?.locked) return { locked: true, minutes: LOGIN_LOCK_MINUTES };
  return { locked: false, triesLeft: LOGIN_MAX_FAILURES - (row?.failures ?? 0) };
}

/** A right password: the count of wrong ones starts again (and a lock that has run out goes). */
export async function clearLoginFailures(db: DbExecutor, account: LoginAccount): Promise<void> {
  const { table, key, value } = target(account);
  await db.query(
    `UPDATE ${table} SET login_failures = 0, login_failed_at = NULL, login_locked_until = NULL
     WHERE ${key} = $1 AND (login_failures > 0 OR login_locked_until IS NOT NULL)`,
    [value],
  );
}

/** Why a password under a lock was refused: the account is (now) locked, or the password was wrong. */
export type LockedRefusal = { locked: true; minutes: number } | { locked: false; triesLeft: number };

/**
 * Checks a password the way every password login does: a locked account is refused before the
 * password is checked; a wrong password counts toward the lock; a right one clears the count. Refuses
 * with what `refuse` makes of the reason (each form words it its own way). `lockedUntil` is the
 * account row's `login_locked_until`, read with the hash.
 */
export async function verifyUnderLock(
  db: DbExecutor,
  account: LoginAccount,
  attempt: { password: string; hash: string; lockedUntil: Date | null; now: Date },
  refuse: (why: LockedRefusal) => ApiError,
): Promise<void> {
  const minutes = lockMinutesLeft(attempt.lockedUntil, attempt.now);
  if (minutes !== null) throw refuse({ locked: true, minutes });
  if (!(await verifyPassword(attempt.password, attempt.hash))) {
    throw refuse(await recordLoginFailure(db, account, attempt.now));
  }
  await clearLoginFailures(db, account);
}
