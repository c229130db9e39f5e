import { passwordProblem, type LoginPasswordChange } from '@mall/schemas';
import type { Db } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';
import { sessionExpired } from '../http/member-session.ts';
import { PASSWORD_PROBLEM_MESSAGES, UNREADABLE_PASSWORD } from './account-rules.ts';
import { verifyUnderLock } from './login-locks.ts';
import { decryptPassword } from './password-cipher.ts';
import { hashPassword } from './password-hash.ts';
import { RATE_LIMIT_MESSAGES } from './rate-limits.ts';

// A logged-in member replaces their login password (/home/loginPassword and the password reminder,
// spec 03 sections 4 and 5). Knowing the old password is the proof; the new one follows the rule of
// spec 01 section 5. Every refusal is one the form shows itself (code 30000) and writes nothing but
// the count of wrong old passwords, which is the password login's (services/login-locks.ts): whoever
// holds a stolen session cannot guess the password by trying here either.

/** Refusals of the login-password change, in the words the storefront shows. */
export const LOGIN_PASSWORD_MESSAGES = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  wrongOld: '原密码错误',
  sameAsOld: '新密码不能与原密码相同',
} as const;

/** Whose password changes, and which login asks (that one stays logged in). */
export interface PasswordChanger {
  memberId: string;
  /** Refresh-token family of the asking login. */
  family: string;
}

/** The typed password, or the refusal the form would have given: an empty one is asked for, not 'unreadable'. */
function readPassword(wire: string, key: Buffer, whenEmpty: string): string {
  const plain = decryptPassword(wire, key);
  if (plain === null) throw formRefusal(UNREADABLE_PASSWORD);
  if (plain === '') throw formRefusal(whenEmpty);
  return plain;
}

/**
 * Replaces the member's login password, given the old one. A wrong old one counts toward the lock
 * of the password login and says how many tries are left; the last locks both for 15 minutes. One
 * transaction stores the argon2id hash, clears the must-change flag (update_pwd '0') and ends the
 * member's other sessions, since whoever knew the old password may be logged in elsewhere; the
 * asking login keeps working.
 */
export async function changeLoginPassword(
  db: Db,
  changer: PasswordChanger,
  body: LoginPasswordChange,
  context: { passwordKey: Buffer; now: Date },
): Promise<void> {
  const oldPassword = readPassword(
    body.oldPassword,
    context.passwordKey,
    LOGIN_PASSWORD_MESSAGES.oldRequired,
  );
  const newPassword = readPassword(
    body.newPassword,
    context.passwordKey,
    LOGIN_PASSWORD_MESSAGES.newRequired,
  );
  const problem = passwordProblem(newPassword);
  if (problem) throw formRefusal(PASSWORD_PROBLEM_MESSAGES[problem]);

  const [member] = await db.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM members WHERE id = $1',
    [changer.memberId],
  );
  if (!member) throw sessionExpired();
  await verifyUnderLock(
    db,
    { kind: 'member', id: changer.memberId },
    { password: oldPassword, hash: member.hash, now: context.now },
    (why) =>
      formRefusal(
        why.locked
          ? RATE_LIMIT_MESSAGES.loginLocked(why.minutes)
          : RATE_LIMIT_MESSAGES.wrongOldPassword(why.triesLeft),
      ),
  );
  if (newPassword === oldPassword) throw formRefusal(LOGIN_PASSWORD_MESSAGES.sameAsOld);

  const hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Only while the hash is the one checked: of two changes at once, the second finds it gone.
    const changed = await tx.query(
      `UPDATE members SET password_hash = $3, update_pwd = '0' WHERE id = $1 AND password_hash = $2 RETURNING id`,
      [changer.memberId, member.hash, hash],
    );
    if (changed.length === 0) throw formRefusal(LOGIN_PASSWORD_MESSAGES.wrongOld);
    await tx.query(
      `UPDATE refresh_tokens SET revoked_at = $3
       WHERE member_id = $1 AND family <> $2 AND revoked_at IS NULL`,
      [changer.memberId, changer.family, context.now],
    );
  });
}
