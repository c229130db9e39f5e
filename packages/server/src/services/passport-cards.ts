import { randomUUID } from 'node:crypto';

import {
  isLuhnValid,
  LOGIN_NAME_PATTERN,
  MOBILE_PATTERN,
  passwordProblem,
  type CardLoginRequest,
  type DisposableCard,
  type DisposableCardListRequest,
  type RegisterBindCardRequest,
  type TokenPair,
  type YcxkPhoneLoginRequest,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import {
  BAD_CARD_NUMBER,
  BAD_LOGIN_NAME,
  BAD_MOBILE,
  PASSWORD_PROBLEM_MESSAGES,
  UNREADABLE_PASSWORD,
} from './account-rules.ts';
import { consumeImageCode } from './image-codes.ts';
import { asCredentialRefusal, verifyUnderLock } from './login-locks.ts';
import { guessRefused, LOGIN_REFUSED_CODE, WRONG_IMAGE_CODE } from './passport.ts';
import { decryptPassword } from './password-cipher.ts';
import { hashPassword, verifyNobody } from './password-hash.ts';
import { RATE_LIMIT_MESSAGES } from './rate-limits.ts';
import { matchSmsCode, spendSmsCode, wrongSmsCode } from './sms-codes.ts';
import { issueTokenPair } from './tokens.ts';

// The ways in besides the password: a welfare card bound to a member, a disposable (YCXK) card by
// the phone it was issued to, and signing up by binding an unbound welfare card.

/** Message of an unknown card, a wrong card password or one that does not decrypt: never which. */
export const WRONG_CARD_CREDENTIALS = '卡号或密码错误';
/** Message of a welfare card nobody has signed up with yet. */
export const CARD_NOT_BOUND = '该卡尚未绑定会员，请先注册';
/** Message of signing up with a card that already has its member. */
export const CARD_ALREADY_BOUND = '该卡已绑定会员，请直接登录';
/** Message of a login name somebody has. */
export const USERNAME_TAKEN = '用户名已存在';
/** Message of a chosen disposable card that is not one of the phone's (or of the page's enterprise). */
export const CARD_NOT_AVAILABLE = '所选卡不可用';

/** The message of a card that cannot be used now, by its effective status. */
export const CARD_STATUS_MESSAGES = {
  FROZEN: '该卡已冻结',
  CANCELLED: '该卡已作废',
  USED: '该卡已使用',
  EXPIRED: '该卡已过期',
} as const;

type CardStatus = 'ACTIVE' | keyof typeof CARD_STATUS_MESSAGES;

/** A refusal the login form shows next to the fields (code 30000, no toast). */
function loginRefused(message: string): ApiError {
  return new ApiError(400, message, LOGIN_REFUSED_CODE);
}

/** A card's status as it stands at `now`: an ACTIVE card past its date is EXPIRED. */
function effectiveStatus(status: CardStatus, validUntil: Date | null, now: Date): CardStatus {
  return status === 'ACTIVE' && validUntil !== null && validUntil <= now ? 'EXPIRED' : status;
}

function refuseUnusable(status: CardStatus): void {
  if (status !== 'ACTIVE') throw loginRefused(CARD_STATUS_MESSAGES[status]);
}

/**
 * Starts a session for a member in one transaction: the login times move on and a new token pair
 * (a new refresh family) is issued. `spend` runs first inside it (an SMS code), so a code raced by
 * another request issues nothing.
 */
async function startSession(
  db: Db,
  member: { id: string; oneId: string },
  context: { secret: Uint8Array; now: Date },
  spend?: (tx: DbExecutor) => Promise<void>,
): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    await spend?.(tx);
    await tx.query(`UPDATE members SET last_login_at = login_at, login_at = $2 WHERE id = $1`, [
      member.id,
      context.now,
    ]);
    return issueTokenPair(tx, { memberId: member.id, oneId: member.oneId }, context.secret, context.now);
  });
}

// ---------------------------------------------------------------------------------------------
// Welfare cards

interface WelfareCardRow {
  cardNo: string;
  oneId: string;
  passwordHash: string;
  memberId: string | null;
  memberOneId: string | null;
  status: CardStatus;
  validUntil: Date | null;
}

async function findWelfareCard(db: DbExecutor, cardNo: string): Promise<WelfareCardRow | null> {
  const [card] = await db.query<WelfareCardRow>(
    `SELECT c.card_no AS "cardNo", c.one_id AS "oneId", c.password_hash AS "passwordHash",
            c.member_id AS "memberId", m.one_id AS "memberOneId", c.status, c.valid_until AS "validUntil"
     FROM welfare_cards c LEFT JOIN members m ON m.id = c.member_id WHERE c.card_no = $1`,
    [cardNo],
  );
  return card ?? null;
}

/**
 * The welfare card a number and an encrypted password open; refuses the rest alike. An unknown card
 * takes as long to refuse as a wrong password; a card of another enterprise than the login page's is
 * refused alike. A wrong password counts against the card (services/login-locks.ts): the fifth in a
 * row locks it for 15 minutes, and a locked card is refused before its password is checked.
 */
async function openWelfareCard(
  db: DbExecutor,
  cardNo: string,
  encryptedPassword: string,
  context: { passwordKey: Buffer; oneId?: string; now: Date },
): Promise<WelfareCardRow> {
  const password = decryptPassword(encryptedPassword, context.passwordKey);
  const card = await findWelfareCard(db, cardNo);
  if (password === null || !card || (context.oneId && context.oneId !== card.oneId)) {
    await verifyNobody(password ?? '');
    throw guessRefused(WRONG_CARD_CREDENTIALS);
  }
  await verifyUnderLock(
    db,
    { kind: 'card', cardNo: card.cardNo },
    { password, hash: card.passwordHash, now: context.now },
    (why) => guessRefused(why.locked ? RATE_LIMIT_MESSAGES.loginLocked(why.minutes) : WRONG_CARD_CREDENTIALS),
  );
  return card;
}

/** What a card login needs besides the body. */
export interface CardLoginContext {
  /** The `uuid` header the image code was drawn for. */
  uuid: string;
  passwordKey: Buffer;
  secret: Uint8Array;
  now: Date;
}

/**
 * Logs in the member a welfare card is bound to, with its number, encrypted card password and the
 * image code of the device (spent on every attempt, as in the password login). A number that fails
 * the Luhn check is refused before the code is spent.
 */
export async function cardLogin(
  db: Db,
  request: CardLoginRequest,
  context: CardLoginContext,
): Promise<TokenPair> {
  const cardNo = request.cardNo.trim();
  if (!isLuhnValid(cardNo)) throw new ApiError(400, BAD_CARD_NUMBER);
  if (!(await consumeImageCode(db, context.uuid, request.code, context.now))) {
    throw loginRefused(WRONG_IMAGE_CODE);
  }
  const card = await openWelfareCard(db, cardNo, request.password, {
    passwordKey: context.passwordKey,
    oneId: request.oneId || undefined,
    now: context.now,
  });
  refuseUnusable(effectiveStatus(card.status, card.validUntil, context.now));
  if (!card.memberId || !card.memberOneId) throw loginRefused(CARD_NOT_BOUND);
  return startSession(db, { id: card.memberId, oneId: card.memberOneId }, context);
}

/**
 * Signs up by binding an unbound welfare card: checks the card and its password, the login name,
 * the new password's rules and the REGISTER code of the phone, then in one transaction spends the
 * code, creates the member in the card's enterprise, binds the card and logs the member in. Any
 * refusal writes nothing.
 */
export async function registerBindCard(
  db: Db,
  request: RegisterBindCardRequest,
  context: { passwordKey: Buffer; secret: Uint8Array; now: Date },
): Promise<TokenPair> {
  const cardNo = request.cardNo.trim();
  const username = request.username.trim();
  const mobile = request.phonenumber.trim();
  if (!isLuhnValid(cardNo)) throw new ApiError(400, BAD_CARD_NUMBER);
  if (!LOGIN_NAME_PATTERN.test(username)) throw new ApiError(400, BAD_LOGIN_NAME);
  if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(400, BAD_MOBILE);
  const password = decryptPassword(request.password, context.passwordKey);
  if (password === null) throw new ApiError(400, UNREADABLE_PASSWORD);
  const problem = passwordProblem(password);
  if (problem) throw new ApiError(400, PASSWORD_PROBLEM_MESSAGES[problem]);

  const card = await openWelfareCard(db, cardNo, request.cardPassword, context);
  refuseUnusable(effectiveStatus(card.status, card.validUntil, context.now));
  if (card.memberId) throw new ApiError(400, CARD_ALREADY_BOUND);
  const taken = await db.query('SELECT 1 FROM members WHERE username = $1', [username]);
  // Whoever holds a card may ask about one name after another: each taken one is counted against
  // the address like a failed login (http/address-limits.ts).
  if (taken.length > 0) throw asCredentialRefusal(new ApiError(400, USERNAME_TAKEN));

  const codeId = await matchSmsCode(db, {
    mobile,
    purpose: 'REGISTER',
    code: request.code,
    now: context.now,
  });
  if (!codeId) throw wrongSmsCode();
  const passwordHash = await hashPassword(password);
  const memberId = `mbr-${randomUUID()}`;

  return startSession(db, { id: memberId, oneId: card.oneId }, context, async (tx) => {
    if (!(await spendSmsCode(tx, codeId, context.now))) throw wrongSmsCode();
    // Both conditional writes are the race guards: another sign-up that took the name or the card
    // first leaves nothing for this one to write, and the transaction rolls back.
    const created = await tx.query(
      `INSERT INTO members (id, one_id, username, nick_name, mobile, password_hash)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [memberId, card.oneId, username, request.nickName?.trim() || username, mobile, passwordHash],
    );
    if (created.length === 0) throw new ApiError(400, USERNAME_TAKEN);
    const bound = await tx.query(
      `UPDATE welfare_cards SET member_id = $2, bound_at = $3 WHERE card_no = $1 AND member_id IS NULL
       RETURNING card_no`,
      [cardNo, memberId, context.now],
    );
    if (bound.length === 0) throw new ApiError(400, CARD_ALREADY_BOUND);
  });
}

// ---------------------------------------------------------------------------------------------
// Disposable cards

interface DisposableCardRow {
  cardNo: string;
  cardName: string;
  oneId: string;
  enterpriseName: string;
  memberId: string;
  point: number;
  status: CardStatus;
  validUntil: Date | null;
}

const DISPOSABLE_CARD_COLUMNS = `d.card_no AS "cardNo", d.card_name AS "cardName", d.one_id AS "oneId",
  e.name AS "enterpriseName", d.member_id AS "memberId", m.point, d.status, d.valid_until AS "validUntil"`;

/** Checks the phone's format and its live YCXK code (not spent). */
async function matchYcxkCode(
  db: Db,
  request: { phonenumber: string; code: string },
  now: Date,
): Promise<{ mobile: string; codeId: string }> {
  const mobile = request.phonenumber.trim();
  if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(400, BAD_MOBILE);
  const codeId = await matchSmsCode(db, { mobile, purpose: 'YCXK_LOGIN', code: request.code, now });
  // A guess at the code, counted against the address like a wrong password.
  if (!codeId) throw asCredentialRefusal(wrongSmsCode());
  return { mobile, codeId };
}

/**
 * The disposable cards of a phone (optionally of one enterprise), for whoever has the phone's live
 * YCXK code. The code is not spent: the login that follows spends it.
 */
export async function listDisposableCards(
  db: Db,
  request: DisposableCardListRequest,
  now: Date,
): Promise<DisposableCard[]> {
  const { mobile } = await matchYcxkCode(db, request, now);
  const rows = await db.query<DisposableCardRow>(
    `SELECT ${DISPOSABLE_CARD_COLUMNS}
     FROM disposable_cards d JOIN enterprises e ON e.one_id = d.one_id JOIN members m ON m.id = d.member_id
     WHERE d.mobile = $1 AND ($2::text IS NULL OR d.one_id = $2) ORDER BY d.card_no`,
    [mobile, request.oneId || null],
  );
  return rows.map((row) => ({
    cardNo: row.cardNo,
    cardName: row.cardName,
    oneId: row.oneId,
    enterpriseName: row.enterpriseName,
    point: row.point,
    status: effectiveStatus(row.status, row.validUntil, now) as DisposableCard['status'],
    validUntil: row.validUntil?.toISOString() ?? null,
  }));
}

/**
 * Logs in as the member of one disposable card of the phone: the card must be the phone's (and the
 * page's enterprise's, when given) and usable. Spends the YCXK code in the login's transaction.
 */
export async function ycxkPhoneLogin(
  db: Db,
  request: YcxkPhoneLoginRequest,
  context: { secret: Uint8Array; now: Date },
): Promise<TokenPair> {
  const { mobile, codeId } = await matchYcxkCode(db, request, context.now);
  const [card] = await db.query<DisposableCardRow>(
    `SELECT ${DISPOSABLE_CARD_COLUMNS}
     FROM disposable_cards d JOIN enterprises e ON e.one_id = d.one_id JOIN members m ON m.id = d.member_id
     WHERE d.card_no = $1 AND d.mobile = $2`,
    [request.cardNo.trim(), mobile],
  );
  if (!card || (request.oneId && request.oneId !== card.oneId)) {
    throw asCredentialRefusal(new ApiError(400, CARD_NOT_AVAILABLE));
  }
  refuseUnusable(effectiveStatus(card.status, card.validUntil, context.now));
  return startSession(db, { id: card.memberId, oneId: card.oneId }, context, async (tx) => {
    if (!(await spendSmsCode(tx, codeId, context.now))) throw wrongSmsCode();
  });
}
