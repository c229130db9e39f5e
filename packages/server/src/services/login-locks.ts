import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  minutesUntil,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_FAILURES,
} from './rate-limits.ts';
import { verifyPassword } from './password-hash.ts';

// The locks of the mall's passwords (migrations 011, 023, 025 and 027): a member's login password
// (the password login and the old password of the login-password change), a welfare card's (card
// login), a member's pay password and an operator's login password. Attempts and wrong passwords count on the account's row; the row
// count of every table stays the same.

/**
 * A refused login that counts as a failed guess against the client's address (a wrong password,
 * an unknown name, a wrong card or SMS code, a locked account, a name told apart by a recovery or
 * sign-up step); http/address-limits.ts counts it.
 */
export class CredentialRefusal extends ApiError {}

/** The same refusal as `error`, marked as a failed guess. */
export function asCredentialRefusal(error: ApiError): CredentialRefusal {
  return new CredentialRefusal(error.statusCode, error.message, error.code);
}

/**
 * Whose password is tried: a member's login password (the password login and the old password of
 * the login-password change share it), a welfare card's (card login, sign-up by card), or a
 * member's pay password.
 */
export type LockedPassword =
  | { kind: 'member'; id: string }
  | { kind: 'card'; cardNo: string }
  | { kind: 'pay'; memberId: string }
  | { kind: 'operator'; id: string };

interface LockTarget {
  table: string;
  key: string;
  /** Prefix of the lock's four columns: `_failures`, `_pending`, `_attempted_at`, `_locked_until`. */
  columns: string;
  maxFailures: number;
  lockMinutes: number;
  /**
   * Whether wrong passwords older than the window are forgotten: the login's are; the pay password's
   * count "in a row" until a right one, as it always has.
   */
  failuresExpire: boolean;
}

// Table, key and columns by kind: constants, never the caller's text.
const LOGIN_LOCK = {
  columns: 'login',
  maxFailures: LOGIN_MAX_FAILURES,
  lockMinutes: LOGIN_LOCK_MINUTES,
  failuresExpire: true,
} as const;
const TARGETS = {
  member: { table: 'members', key: 'id', ...LOGIN_LOCK },
  card: { table: 'welfare_cards', key: 'card_no', ...LOGIN_LOCK },
  // An operator's login (issue 23, migration 027) locks as a member's does.
  operator: { table: 'operators', key: 'id', ...LOGIN_LOCK },
  pay: {
    table: 'members',
    key: 'id',
    columns: 'pay_password',
    maxFailures: PAY_PASSWORD_MAX_FAILURES,
    lockMinutes: PAY_PASSWORD_LOCK_MINUTES,
    failuresExpire: false,
  },
} as const satisfies Record<LockedPassword['kind'], LockTarget>;

function target(password: LockedPassword): LockTarget & { value: string } {
  const value =
    password.kind === 'member' || password.kind === 'operator'
      ? password.id
      : password.kind === 'card'
        ? password.cardNo
        : password.memberId;
  return { ...TARGETS[password.kind], value };
}

/** Minutes left of a lock that still holds at `now`, or null when the account may try. */
export function lockMinutesLeft(lockedUntil: Date | null, now: Date): number | null {
  return lockedUntil && lockedUntil > now ? minutesUntil(lockedUntil, now) : null;
}

/** Why a password under a lock was refused: the account is (now) locked, or the password was wrong. */
export type LockedRefusal = { locked: true; minutes: number } | { locked: false; triesLeft: number };

// The lock's count is `failures` (wrong passwords answered) plus `pending` (attempts taken whose
// answer has not come back). An attempt is taken before its hash is checked, and only while that sum
// is below the maximum, in one UPDATE: concurrent requests queue on the row, so however many come at
// once, at most `maxFailures` hashes are checked before the lock holds, and the others are refused
// unchecked. A right password gives its attempt back and forgets the wrong ones answered before it
// (the count starts again, as it did one request at a time) but leaves the attempts others still
// hold: they were taken against the old count, and each takes its place when it is answered.

/**
 * Takes one attempt of the lock at `now`; answers null when taken, or the refusal: locked (for the
 * minutes left), or as good as locked while the attempts in flight would use up the rest.
 */
async function takeAttempt(
  db: DbExecutor,
  lock: LockTarget & { value: string },
  now: Date,
): Promise<LockedRefusal | null> {
  const { table, key, columns: c } = lock;
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const fresh = `${c}_attempted_at > $3::timestamptz`;
  const pending = `(CASE WHEN ${fresh} THEN ${c}_pending ELSE 0 END)`;
  const failures = lock.failuresExpire
    ? `(CASE WHEN ${fresh} THEN ${c}_failures ELSE 0 END)`
    : `${c}_failures`;
  const taken = await db.query(
    `UPDATE ${table} SET ${c}_pending = ${pending} + 1, ${c}_failures = ${failures}, ${c}_attempted_at = $2
     WHERE ${key} = $1 AND (${c}_locked_until IS NULL OR ${c}_locked_until <= $2)
       AND ${failures} + ${pending} < $4
     RETURNING 1 AS taken`,
    [lock.value, now, windowStart, lock.maxFailures],
  );
  if (taken.length > 0) return null;
  const [row] = await db.query<{ lockedUntil: Date | null }>(
    `SELECT ${c}_locked_until AS "lockedUntil" FROM ${table} WHERE ${key} = $1`,
    [lock.value],
  );
  return { locked: true, minutes: lockMinutesLeft(row?.lockedUntil ?? null, now) ?? lock.lockMinutes };
}

/**
 * Answers a taken attempt whose password was wrong: it becomes a failure, and the one that reaches
 * the maximum locks the account for the lock's minutes and starts the count again.
 */
async function answerWrong(
  db: DbExecutor,
  lock: LockTarget & { value: string },
  now: Date,
): Promise<LockedRefusal> {
  const { table, key, columns: c } = lock;
  const lockUntil = new Date(now.getTime() + lock.lockMinutes * 60_000);
  const reached = `${c}_failures + 1 >= $2`;
  const [row] = await db.query<{ failures: number; pending: number; locked: boolean }>(
    `UPDATE ${table} SET ${c}_pending = GREATEST(${c}_pending - 1, 0),
       ${c}_failures = CASE WHEN ${reached} THEN 0 ELSE ${c}_failures + 1 END,
       ${c}_locked_until = CASE WHEN ${reached} THEN $3::timestamptz ELSE ${c}_locked_until END
     WHERE ${key} = $1
     RETURNING ${c}_failures AS failures, ${c}_pending AS pending,
               ${c}_locked_until IS NOT DISTINCT FROM $3::timestamptz AS locked`,
    [lock.value, lock.maxFailures, lockUntil],
  );
  if (!row || row.locked) return { locked: true, minutes: lock.lockMinutes };
  return { locked: false, triesLeft: Math.max(0, lock.maxFailures - row.failures - row.pending) };
}

/**
 * Answers a taken attempt whose password was right: the count of wrong ones starts again, and a lock
 * that had run out when the attempt was taken goes. No lock can have come since: while this attempt
 * was held, the wrong ones answered could not reach the maximum.
 */
async function answerRight(db: DbExecutor, lock: LockTarget & { value: string }): Promise<void> {
  const { table, key, columns: c } = lock;
  await db.query(
    `UPDATE ${table} SET ${c}_pending = GREATEST(${c}_pending - 1, 0), ${c}_failures = 0, ${c}_locked_until = NULL
     WHERE ${key} = $1`,
    [lock.value],
  );
}

/**
 * Checks a password under its lock with an attempt taken in the database: without one (locked, or
 * the last attempts already in flight) the password is refused unchecked; a wrong password counts
 * toward the lock; a right one starts the count again. This is what bounds the checks of requests
 * at once on several servers sharing the database; {@link verifyUnderLock} adds this process's queue.
 */
export async function verifyWithAttempt(
  db: DbExecutor,
  password: LockedPassword,
  attempt: { password: string; hash: string; now: Date },
  refuse: (why: LockedRefusal) => ApiError,
): Promise<void> {
  const lock = target(password);
  const refused = await takeAttempt(db, lock, attempt.now);
  if (refused) throw refuse(refused);
  if (!(await verifyPassword(attempt.password, attempt.hash))) {
    throw refuse(await answerWrong(db, lock, attempt.now));
  }
  await answerRight(db, lock);
}

// The checks of one password waiting in this process, by `kind:key`: the turn the next one waits for.
const turns = new Map<string, Promise<void>>();

/** Runs `check` once the checks of the same password queued before it in this process are done. */
async function inTurn<T>(key: string, check: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve();
  let done = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const mine = before.then(() => finished);
  turns.set(key, mine);
  await before;
  try {
    return await check();
  } finally {
    done();
    if (turns.get(key) === mine) turns.delete(key);
  }
}

/**
 * Checks a password the way every password of the mall is checked ({@link verifyWithAttempt}),
 * one at a time per password in this process. Requests at once then read as requests one after
 * another: a right password among them is checked and let in instead of being refused because the
 * others fill the attempts, and once five wrong ones have locked the account the rest are refused
 * unchecked. Refuses with what `refuse` makes of the reason (each form words it its own way). Runs on
 * `db` itself rather than in a caller's transaction, so that the refusal that follows cannot roll
 * the count back.
 */
export async function verifyUnderLock(
  db: DbExecutor,
  password: LockedPassword,
  attempt: { password: string; hash: string; now: Date },
  refuse: (why: LockedRefusal) => ApiError,
): Promise<void> {
  const { table, value } = target(password);
  await inTurn(`${password.kind}:${table}:${value}`, () => verifyWithAttempt(db, password, attempt, refuse));
}
