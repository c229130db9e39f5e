import {
  maskMobile,
  MOBILE_PATTERN,
  passwordProblem,
  type ResetPasswordRequest,
  type SmsCodeCheckRequest,
  type SmsCodeRequest,
  type SmsCodeSent,
  type UserContact,
  type UserContactRequest,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { BAD_MOBILE, PASSWORD_PROBLEM_MESSAGES, UNREADABLE_PASSWORD } from './account-rules.ts';
import { consumeImageCode } from './image-codes.ts';
import { asCredentialRefusal, type CredentialRefusal } from './login-locks.ts';
import { LOGIN_REFUSED_CODE } from './passport.ts';
import { decryptPassword } from './password-cipher.ts';
import { hashPassword } from './password-hash.ts';
import { matchSmsCode, sendSmsCode, spendSmsCode, wrongSmsCode } from './sms-codes.ts';
import { revokeMemberTokens } from './tokens.ts';

// SMS codes (sending and checking) and password recovery: the masked mobile of a login name, and a
// new password with the code sent there.

/** Message of a login name no member has (or one that cannot recover a password). */
export const UNKNOWN_USER = '用户不存在';
/** Message of a member without a mobile: the code has nowhere to go. */
export const NO_MOBILE = '该账号未绑定手机号，请联系管理员';
/** Message of a YCXK code asked for a phone that holds no disposable card. */
export const NO_DISPOSABLE_CARD = '该手机号未绑定一次性卡';
/** Message of a send or check that names the recipient the wrong way for its function. */
export const WRONG_RECIPIENT = '请求参数错误：找回密码请提供用户名，其他用途请提供手机号';
/** Message of a wrong image code on a send (code 30000, like the login's). */
export const WRONG_IMAGE_CODE = '图形验证码错误';

interface RecoverableMember {
  id: string;
  mobile: string | null;
}

/**
 * The member a login name names, for recovery; null for an unknown name. Disposable-card members
 * log in by SMS alone and have no password to recover, so they count as unknown.
 */
async function findRecoverableMember(db: DbExecutor, username: string): Promise<RecoverableMember | null> {
  const [member] = await db.query<RecoverableMember>(
    `SELECT m.id, m.mobile FROM members m
     WHERE m.username = $1 AND NOT EXISTS (SELECT 1 FROM disposable_cards d WHERE d.member_id = m.id)`,
    [username.trim()],
  );
  return member ?? null;
}

/** Where a code goes (and, for recovery, whose it is), or why no code can go anywhere. */
type Recipient = { mobile: string; memberId: string | null } | { nowhere: string };

/** The recovery mobile of a login name, or why there is none. */
async function recoveryRecipient(db: DbExecutor, username: string): Promise<Recipient> {
  const member = await findRecoverableMember(db, username);
  if (!member) return { nowhere: UNKNOWN_USER };
  if (!member.mobile) return { nowhere: NO_MOBILE };
  return { mobile: member.mobile, memberId: member.id };
}

/**
 * Refuses a look-up that found no account, or none a code can reach: the answer tells a name (or a
 * phone) apart, so the address limits count it as a failed guess.
 */
function nowhereRefused(recipient: { nowhere: string }): CredentialRefusal {
  return asCredentialRefusal(new ApiError(400, recipient.nowhere));
}

/**
 * Checks that a send or check names its recipient as its function needs (a username for
 * FORGET_PASSWORD, a well-formed phone otherwise) before anything is looked up or spent.
 */
function checkRecipientShape(request: Pick<SmsCodeRequest, 'function' | 'phonenumber' | 'username'>): void {
  const byUsername = request.function === 'FORGET_PASSWORD';
  if (byUsername ? !request.username || request.phonenumber : !request.phonenumber || request.username) {
    throw new ApiError(400, WRONG_RECIPIENT);
  }
  if (!byUsername && !MOBILE_PATTERN.test(request.phonenumber ?? '')) throw new ApiError(400, BAD_MOBILE);
}

/** The phone a (shape-checked) send or check is about. */
async function recipientOf(
  db: DbExecutor,
  request: Pick<SmsCodeRequest, 'function' | 'phonenumber' | 'username'>,
): Promise<Recipient> {
  if (request.function === 'FORGET_PASSWORD') return recoveryRecipient(db, request.username ?? '');
  const mobile = request.phonenumber ?? '';
  if (request.function === 'YCXK_LOGIN') {
    const cards = await db.query('SELECT 1 FROM disposable_cards WHERE mobile = $1 LIMIT 1', [mobile]);
    if (cards.length === 0) return { nowhere: NO_DISPOSABLE_CARD };
  }
  return { mobile, memberId: null };
}

/** What sending a code needs besides the body. */
export interface SendContext {
  /** The `uuid` header the image code was drawn for. */
  uuid: string;
  now: Date;
  writeToOutbox: boolean;
}

/**
 * Sends an SMS code for sign-up, recovery or the disposable-card login. The image code is spent on
 * every attempt that gets that far; a refusal writes nothing else.
 */
export async function requestSmsCode(
  db: Db,
  request: SmsCodeRequest,
  context: SendContext,
): Promise<SmsCodeSent> {
  checkRecipientShape(request);
  if (!(await consumeImageCode(db, context.uuid, request.code, context.now))) {
    throw new ApiError(400, WRONG_IMAGE_CODE, LOGIN_REFUSED_CODE);
  }
  const recipient = await recipientOf(db, request);
  // Behind the picture code, so that each name or phone tried costs one; counted per address.
  if ('nowhere' in recipient) throw nowhereRefused(recipient);
  return sendSmsCode(db, {
    mobile: recipient.mobile,
    purpose: request.function,
    now: context.now,
    writeToOutbox: context.writeToOutbox,
  });
}

/**
 * Checks a code without spending it: 400/30000 when it is not the live code. A name or phone no
 * code can have reached is answered the same way: this check needs no picture code, so it must not
 * tell names apart.
 */
export async function checkSmsCode(db: Db, request: SmsCodeCheckRequest, now: Date): Promise<void> {
  checkRecipientShape(request);
  const recipient = await recipientOf(db, request);
  if ('nowhere' in recipient) throw wrongSmsCode();
  const id = await matchSmsCode(db, {
    mobile: recipient.mobile,
    purpose: request.function,
    code: request.code,
    now,
  });
  if (!id) throw wrongSmsCode();
}

/** What a look-up needs besides the body. */
export interface LookUpContext {
  /** The `uuid` header the image code was drawn for. */
  uuid: string;
  now: Date;
}

/**
 * The masked mobile a login name's recovery code goes to, for the picture code of the device
 * (spent on every look-up). An unknown name is told so, unlike at the checks that need no picture
 * code: a member who mistyped their name must learn it rather than wait for a code that never comes,
 * and the login's lock message tells a real account from an unknown name anyway. The picture code
 * and the look-ups per address (http/address-limits.ts) are what keep names from being listed.
 */
export async function getUserContact(
  db: DbExecutor,
  request: UserContactRequest,
  context: LookUpContext,
): Promise<UserContact> {
  if (!(await consumeImageCode(db, context.uuid, request.code, context.now))) {
    throw new ApiError(400, WRONG_IMAGE_CODE, LOGIN_REFUSED_CODE);
  }
  const recipient = await recoveryRecipient(db, request.username);
  if ('nowhere' in recipient) throw nowhereRefused(recipient);
  return { username: request.username.trim(), mobile: maskMobile(recipient.mobile) };
}

/**
 * Sets a new login password with the FORGET_PASSWORD code of the member's mobile. One transaction
 * spends the code, stores the hash, clears the must-change flag and ends every session of the
 * member (a reset means someone else may know the old password).
 */
export async function resetPassword(
  db: Db,
  request: ResetPasswordRequest,
  context: { passwordKey: Buffer; now: Date },
): Promise<void> {
  const password = decryptPassword(request.newPassword, context.passwordKey);
  if (password === null) throw new ApiError(400, UNREADABLE_PASSWORD);
  const problem = passwordProblem(password);
  if (problem) throw new ApiError(400, PASSWORD_PROBLEM_MESSAGES[problem]);
  // A name no code can have reached is answered as a wrong code: no picture code guards this step.
  const recipient = await recoveryRecipient(db, request.username);
  if ('nowhere' in recipient || recipient.memberId === null) throw wrongSmsCode();
  const { memberId, mobile } = recipient;
  const codeId = await matchSmsCode(db, {
    mobile,
    purpose: 'FORGET_PASSWORD',
    code: request.code,
    now: context.now,
  });
  if (!codeId) throw wrongSmsCode();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    if (!(await spendSmsCode(tx, codeId, context.now))) throw wrongSmsCode();
    await tx.query(`UPDATE members SET password_hash = $2, update_pwd = '0' WHERE id = $1`, [memberId, hash]);
    await revokeMemberTokens(tx, memberId, context.now);
  });
}
