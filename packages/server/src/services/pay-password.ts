import { PAY_PASSWORD_PATTERN, type PayPasswordUpdate, type SmsCodeSent } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';
import { verifyUnderLock } from './login-locks.ts';
import { decryptPassword } from './password-cipher.ts';
import { hashPassword } from './password-hash.ts';
import { matchSmsCode, sendSmsCode, spendSmsCode, wrongSmsCode } from './sms-codes.ts';

// The pay password: set once, changed with the old one or an SMS code, checked before every payment. It travels
// encrypted like the login password and is stored as an argon2id hash. Five wrong ones in a row lock
// paying for 15 minutes (PAY_PASSWORD_MAX_FAILURES, services/rate-limits.ts), so six digits cannot be
// guessed by trying.

/** Refusals of the pay password, in the words the storefront shows. */
export const PAY_PASSWORD_MESSAGES = {
  wrong: '请输入正确的支付密码',
  rule: '支付密码为6-16位字母或数字',
  alreadySet: '已设置支付密码，请使用修改支付密码',
  notSet: '请先设置支付密码',
  locked: (minutes: number) => `支付密码错误次数过多，请${minutes}分钟后再试`,
  unreadable: '密码无法解密，请刷新页面后重试',
} as const;

/** The plain pay password from its encrypted form; refuses one that cannot be read. */
function readPassword(wire: string, key: Buffer): string {
  const plain = decryptPassword(wire, key);
  if (plain === null) throw formRefusal(PAY_PASSWORD_MESSAGES.unreadable);
  return plain;
}

/** Whether the member has set a pay password. */
export async function hasPayPassword(db: DbExecutor, memberId: string): Promise<boolean> {
  const [row] = await db.query<{ set: boolean }>(
    'SELECT pay_password_hash IS NOT NULL AS set FROM members WHERE id = $1',
    [memberId],
  );
  return row?.set ?? false;
}

async function storeHash(db: DbExecutor, memberId: string, plain: string): Promise<void> {
  await db.query(
    `UPDATE members SET pay_password_hash = $2, update_pay_pwd = '0', pay_password_failures = 0,
            pay_password_locked_until = NULL WHERE id = $1`,
    [memberId, await hashPassword(plain)],
  );
}

/** Sets the member's first pay password; refused once one is set. */
export async function setPayPassword(db: Db, memberId: string, wire: string, key: Buffer): Promise<void> {
  const plain = readPassword(wire, key);
  if (!PAY_PASSWORD_PATTERN.test(plain)) throw formRefusal(PAY_PASSWORD_MESSAGES.rule);
  const hash = await hashPassword(plain);
  await db.transaction(async (tx) => {
    // Only when still unset: two first settings at once leave one, and refuse the other.
    const set = await tx.query(
      `UPDATE members SET pay_password_hash = $2, update_pay_pwd = '0' WHERE id = $1 AND pay_password_hash IS NULL
       RETURNING id`,
      [memberId, hash],
    );
    if (set.length === 0) throw formRefusal(PAY_PASSWORD_MESSAGES.alreadySet);
  });
}

/**
 * Checks the member's pay password under its lock (services/login-locks.ts): the fifth wrong one in
 * a row locks paying for 15 minutes, and however many checks come at once, at most five are looked
 * at before the lock holds. Throws the refusal; answers when it is right.
 */
export async function verifyPayPassword(
  db: DbExecutor,
  memberId: string,
  wire: string,
  key: Buffer,
  now: Date,
): Promise<void> {
  const plain = readPassword(wire, key);
  const [member] = await db.query<{ hash: string | null }>(
    `SELECT pay_password_hash AS hash FROM members WHERE id = $1`,
    [memberId],
  );
  if (!member?.hash) throw formRefusal(PAY_PASSWORD_MESSAGES.notSet);
  await verifyUnderLock(db, { kind: 'pay', memberId }, { password: plain, hash: member.hash, now }, (why) =>
    // The count is data beside the unchanged message: tries left before the lock, and the lock's minutes.
    why.locked
      ? formRefusal(PAY_PASSWORD_MESSAGES.locked(why.minutes), 400, {
          remainingAttempts: 0,
          lockedMinutes: why.minutes,
        })
      : formRefusal(PAY_PASSWORD_MESSAGES.wrong, 400, { remainingAttempts: why.triesLeft }),
  );
}

/** Refusals of the pay-password change's proof (spec 03 sections 5 and 8). */
export const PAY_PASSWORD_PROOF_MESSAGES = {
  /** 'SMS verification code cannot be empty': the member must change it with a code. */
  codeRequired: '短信验证码不能为空',
  /** Neither the old pay password nor a code came. */
  proofRequired: '请输入原支付密码或短信验证码',
  /** The code has nowhere to go. */
  noMobile: '该账号未绑定手机号，请联系管理员',
} as const;

interface PayPasswordMember {
  mobile: string | null;
  hash: string | null;
  withCode: '0' | '1';
}

/** The SMS code of the pay-password screen goes to the member's own mobile, one per minute. */
export async function sendPayPasswordCode(
  db: Db,
  memberId: string,
  context: { now: Date; writeToOutbox: boolean },
): Promise<SmsCodeSent> {
  const [member] = await db.query<{ mobile: string | null }>('SELECT mobile FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!member?.mobile) throw formRefusal(PAY_PASSWORD_PROOF_MESSAGES.noMobile);
  return sendSmsCode(db, { mobile: member.mobile, purpose: 'PAY_PASSWORD', ...context });
}

/**
 * Changes the pay password (/home/payPassword). The member proves who they are with the SMS code
 * sent to their own mobile or with the old pay password; when their updatePayPwdWithCode is '1'
 * only the code counts. A code is spent in the transaction that stores the new hash; the must-change
 * flag (update_pay_pwd) becomes '0'. A member without a pay password sets one with
 * `setPayPassword` instead.
 */
export async function changePayPassword(
  db: Db,
  memberId: string,
  body: PayPasswordUpdate,
  key: Buffer,
  now: Date,
): Promise<void> {
  const plain = readPassword(body.newPassword, key);
  if (!PAY_PASSWORD_PATTERN.test(plain)) throw formRefusal(PAY_PASSWORD_MESSAGES.rule);
  const [member] = await db.query<PayPasswordMember>(
    `SELECT mobile, pay_password_hash AS hash, update_pay_pwd_with_code AS "withCode" FROM members WHERE id = $1`,
    [memberId],
  );
  if (!member?.hash) throw formRefusal(PAY_PASSWORD_MESSAGES.notSet);
  const code = body.code?.trim() ?? '';

  if (code === '') {
    if (member.withCode === '1') throw formRefusal(PAY_PASSWORD_PROOF_MESSAGES.codeRequired);
    if (!body.oldPassword) throw formRefusal(PAY_PASSWORD_PROOF_MESSAGES.proofRequired);
    await verifyPayPassword(db, memberId, body.oldPassword, key, now);
    await storeHash(db, memberId, plain);
    return;
  }

  if (!member.mobile) throw formRefusal(PAY_PASSWORD_PROOF_MESSAGES.noMobile);
  const codeId = await matchSmsCode(db, { mobile: member.mobile, purpose: 'PAY_PASSWORD', code, now });
  if (!codeId) throw wrongSmsCode();
  await db.transaction(async (tx) => {
    if (!(await spendSmsCode(tx, codeId, now))) throw wrongSmsCode();
    await storeHash(tx, memberId, plain);
  });
}
