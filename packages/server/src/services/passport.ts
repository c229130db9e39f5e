import {
  maskMobile,
  type EnterpriseLoginPage,
  type LoginRequest,
  type TokenPair,
  type UserInfo,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { sessionExpired } from '../http/member-session.ts';
import { consumeImageCode } from './image-codes.ts';
import { CredentialRefusal, verifyUnderLock, type LockedPassword } from './login-locks.ts';
import { decryptPassword } from './password-cipher.ts';
import { verifyNobody } from './password-hash.ts';
import { RATE_LIMIT_MESSAGES } from './rate-limits.ts';
import { issueTokenPair, revokeMemberTokens } from './tokens.ts';

// Login, the logged-in member, logout and enterprise login pages.

/**
 * Code of a refused login (spec 01 section 8: code 3e4 and wrong-credential messages go back to the
 * caller as data, without a toast).
 */
export const LOGIN_REFUSED_CODE = 30_000;
/** Message of a wrong, missing, expired or already-tried image code. */
export const WRONG_IMAGE_CODE = '验证码错误';
/** Message of an unknown username, a wrong password or a password that does not decrypt: never which. */
export const WRONG_CREDENTIALS = '账号或密码错误';
/** Message when a fixed account asks to log out. */
export const CANNOT_LOG_OUT = '该账号为固定账号，不支持退出登录';

/** What a login needs besides the body. */
export interface LoginContext {
  /** The `uuid` header the image code was drawn for. */
  uuid: string;
  passwordKey: Buffer;
  secret: Uint8Array;
  now: Date;
}

interface MemberRow {
  id: string;
  oneId: string;
  username: string;
  nickName: string;
  code: string;
  mobile: string | null;
  passwordHash: string;
  point: number;
  updatePwd: '0' | '1';
  updatePayPwd: '0' | '1';
  updatePayPwdWithCode: '0' | '1';
  canLogout: boolean;
  dealerCode: string | null;
  platformPermission: string | null;
  enterprisePlatforms: string[];
  loginAt: Date | null;
  lastLoginAt: Date | null;
}

const MEMBER_COLUMNS = `m.id, m.one_id AS "oneId", m.username, m.nick_name AS "nickName", m.code, m.mobile,
  m.password_hash AS "passwordHash", m.point, m.update_pwd AS "updatePwd", m.update_pay_pwd AS "updatePayPwd",
  m.update_pay_pwd_with_code AS "updatePayPwdWithCode", m.can_logout AS "canLogout",
  m.dealer_code AS "dealerCode", m.platform_permission AS "platformPermission",
  e.platform_permission AS "enterprisePlatforms", m.login_at AS "loginAt", m.last_login_at AS "lastLoginAt"`;

function loginRefused(message: string): ApiError {
  return new ApiError(400, message, LOGIN_REFUSED_CODE);
}

/** A refused guess at a password: shown like any login refusal, counted against the address. */
export function guessRefused(message: string): CredentialRefusal {
  return new CredentialRefusal(400, message, LOGIN_REFUSED_CODE);
}

/** An account a password login found for the name typed: its lock and its password's hash. */
export interface PasswordAccount<Account> {
  account: Account;
  lock: LockedPassword;
  hash: string;
}

/**
 * The checks of every password login, a member's or an operator's, in order: the image code of the
 * device, spent on every attempt (a new one must be fetched); the password, which must decrypt;
 * the account `find` answers for the name typed, none taking as long to refuse as a wrong password;
 * and the password under the account's lock (services/login-locks.ts): the fifth wrong one in a row
 * locks the login for 15 minutes, and a locked account is refused before its password is checked.
 * Answers the account let in.
 */
export async function checkPasswordLogin<Account>(
  db: Db,
  typed: { code: string; password: string },
  context: LoginContext,
  find: () => Promise<PasswordAccount<Account> | undefined>,
): Promise<Account> {
  if (!(await consumeImageCode(db, context.uuid, typed.code, context.now))) {
    throw loginRefused(WRONG_IMAGE_CODE);
  }
  const password = decryptPassword(typed.password, context.passwordKey);
  const found = await find();
  if (password === null || !found) {
    await verifyNobody(password ?? '');
    throw guessRefused(WRONG_CREDENTIALS);
  }
  await verifyUnderLock(db, found.lock, { password, hash: found.hash, now: context.now }, (why) =>
    guessRefused(why.locked ? RATE_LIMIT_MESSAGES.loginLocked(why.minutes) : WRONG_CREDENTIALS),
  );
  return found.account;
}

/**
 * Logs a member in with the image code of their device, username and encrypted password, checked
 * as every password login is ({@link checkPasswordLogin}). A success records the login time, starts
 * the count again and issues the token pair, in one transaction.
 */
export async function login(db: Db, request: LoginRequest, context: LoginContext): Promise<TokenPair> {
  const member = await checkPasswordLogin(db, request, context, async () => {
    const [found] = await db.query<MemberRow>(
      `SELECT ${MEMBER_COLUMNS} FROM members m JOIN enterprises e ON e.one_id = m.one_id WHERE m.username = $1`,
      [request.username.trim()],
    );
    // A login page of one enterprise does not let in the members of another.
    if (!found || (request.oneId && request.oneId !== found.oneId)) return undefined;
    return { account: found, lock: { kind: 'member', id: found.id }, hash: found.passwordHash };
  });
  return db.transaction(async (tx) => {
    await tx.query(`UPDATE members SET last_login_at = login_at, login_at = $2 WHERE id = $1`, [
      member.id,
      context.now,
    ]);
    return issueTokenPair(tx, { memberId: member.id, oneId: member.oneId }, context.secret, context.now);
  });
}

async function findMember(db: DbExecutor, memberId: string): Promise<MemberRow> {
  const [member] = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members m JOIN enterprises e ON e.one_id = m.one_id WHERE m.id = $1`,
    [memberId],
  );
  // The session check found the member a moment ago; gone now means deleted in between.
  if (!member) throw sessionExpired();
  return member;
}

/** The logged-in member as the storefront keeps it, mobile masked. */
export async function getUserInfo(db: DbExecutor, memberId: string): Promise<UserInfo> {
  const m = await findMember(db, memberId);
  const platforms = m.enterprisePlatforms;
  return {
    id: m.id,
    oneId: m.oneId,
    username: m.username,
    nickName: m.nickName,
    code: m.code,
    mobile: maskMobile(m.mobile),
    point: m.point,
    updatePwd: m.updatePwd,
    updatePayPwd: m.updatePayPwd,
    updatePayPwdWithCode: m.updatePayPwdWithCode,
    loginDate: m.loginAt?.toISOString() ?? '',
    lastLoginDate: m.lastLoginAt?.toISOString() ?? null,
    dealerCode: m.dealerCode,
    canLogout: m.canLogout,
    platformPermission: m.platformPermission ?? (platforms.length > 1 ? 'ALL' : (platforms[0] ?? 'HSHSC')),
  };
}

/** Ends every session of a member (all refresh tokens revoked); a fixed account is refused. */
export async function logout(db: Db, memberId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, memberId);
    if (!member.canLogout) throw new ApiError(400, CANNOT_LOG_OUT);
    await revokeMemberTokens(tx, memberId, now);
  });
}

/** An enterprise's login page by its route name or its oneId; null when there is none. */
export async function getEnterpriseLoginPage(
  db: DbExecutor,
  id: string,
): Promise<EnterpriseLoginPage | null> {
  const [page] = await db.query<EnterpriseLoginPage>(
    `SELECT one_id AS "oneId", login_route_name AS "loginRouteName", enterprise_name AS "enterpriseName",
            logo, background, page_id AS "pageId"
     FROM enterprise_login_pages WHERE login_route_name = $1 OR one_id = $1
     ORDER BY (login_route_name = $1) DESC LIMIT 1`,
    [id],
  );
  return page ?? null;
}
