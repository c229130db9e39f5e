import { isLuhnValid, type BindCardRequest, type MemberCard } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';
import { BAD_CARD_NUMBER } from './account-rules.ts';
import { verifyUnderLock } from './login-locks.ts';
import { CARD_STATUS_MESSAGES, WRONG_CARD_CREDENTIALS } from './passport-cards.ts';
import { decryptPassword } from './password-cipher.ts';
import { verifyNobody } from './password-hash.ts';
import { RATE_LIMIT_MESSAGES } from './rate-limits.ts';

// /home/bindingCard (spec 03 section 7, bundOrderCard): the welfare cards bound to the member, and
// binding another unbound card of the member's enterprise with its card password.

/** Refusals of binding a card besides the card login's own (wrong credentials, card status). */
export const BINDING_CARD_MESSAGES = {
  badCardNumber: BAD_CARD_NUMBER,
  wrongCredentials: WRONG_CARD_CREDENTIALS,
  alreadyYours: '该卡已绑定到您的账户',
  boundToOther: '该卡已被其他会员绑定',
} as const;

type CardStatus = 'ACTIVE' | 'FROZEN' | 'CANCELLED';

/** An ACTIVE card past its date is EXPIRED. */
function effectiveStatus(status: CardStatus, validUntil: Date | null, now: Date): MemberCard['status'] {
  return status === 'ACTIVE' && validUntil !== null && validUntil <= now ? 'EXPIRED' : status;
}

/** The member's cards, the latest bound first. */
export async function listMemberCards(db: DbExecutor, memberId: string, now: Date): Promise<MemberCard[]> {
  const rows = await db.query<{
    cardNo: string;
    cardName: string;
    status: CardStatus;
    validUntil: Date | null;
    boundAt: Date | null;
  }>(
    `SELECT card_no AS "cardNo", card_name AS "cardName", status, valid_until AS "validUntil", bound_at AS "boundAt"
     FROM welfare_cards WHERE member_id = $1 ORDER BY bound_at DESC NULLS LAST, card_no`,
    [memberId],
  );
  return rows.map((row) => ({
    cardNo: row.cardNo,
    cardName: row.cardName,
    status: effectiveStatus(row.status, row.validUntil, now),
    validUntil: row.validUntil?.toISOString() ?? null,
    boundAt: row.boundAt?.toISOString() ?? null,
  }));
}

/**
 * Binds an unbound card of the member's enterprise. An unknown card, a card of another enterprise
 * and a wrong password are refused alike, and take as long (a card number cannot be probed). The
 * card password is checked under the card's lock, the card login's (services/login-locks.ts): a
 * session must not be a way around it. The conditional update is the race guard between two
 * members binding one card.
 */
export async function bindMemberCard(
  db: DbExecutor,
  member: { memberId: string; oneId: string },
  request: BindCardRequest,
  context: { passwordKey: Buffer; now: Date },
): Promise<MemberCard[]> {
  const cardNo = request.cardNo.replace(/\s+/g, '');
  if (!isLuhnValid(cardNo)) throw formRefusal(BINDING_CARD_MESSAGES.badCardNumber);
  const password = decryptPassword(request.password, context.passwordKey);
  const [card] = await db.query<{
    hash: string;
    oneId: string;
    memberId: string | null;
    status: CardStatus;
    validUntil: Date | null;
  }>(
    `SELECT password_hash AS hash, one_id AS "oneId", member_id AS "memberId", status, valid_until AS "validUntil"
     FROM welfare_cards WHERE card_no = $1`,
    [cardNo],
  );
  if (password === null || !card || card.oneId !== member.oneId) {
    await verifyNobody(password ?? '');
    throw formRefusal(BINDING_CARD_MESSAGES.wrongCredentials);
  }
  await verifyUnderLock(
    db,
    { kind: 'card', cardNo },
    { password, hash: card.hash, now: context.now },
    (why) =>
      formRefusal(
        why.locked ? RATE_LIMIT_MESSAGES.loginLocked(why.minutes) : BINDING_CARD_MESSAGES.wrongCredentials,
      ),
  );
  if (card.memberId === member.memberId) throw formRefusal(BINDING_CARD_MESSAGES.alreadyYours);
  if (card.memberId) throw formRefusal(BINDING_CARD_MESSAGES.boundToOther);
  const status = effectiveStatus(card.status, card.validUntil, context.now);
  if (status !== 'ACTIVE') throw formRefusal(CARD_STATUS_MESSAGES[status]);
  const bound = await db.query(
    `UPDATE welfare_cards SET member_id = $2, bound_at = $3 WHERE card_no = $1 AND member_id IS NULL RETURNING card_no`,
    [cardNo, member.memberId, context.now],
  );
  if (bound.length === 0) throw formRefusal(BINDING_CARD_MESSAGES.boundToOther);
  return listMemberCards(db, member.memberId, context.now);
}
