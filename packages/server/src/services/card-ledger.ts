import type { DbExecutor } from '../db/db.ts';
import { changePoints } from './point-ledger.ts';

// A disposable card's rest in the welfare-points ledger. Paying the card's one order forfeits what
// is left on it (disposable-card-orders.ts); taking that order back in full gives the card back as it
// was before it paid. Both are ledger lines, so the card member's lines add up to its balance.

/** What the ledger says of a card's rest (the text of migration 026 for cards used before it). */
export const CARD_LEDGER_REMARKS = {
  forfeited: {
    zh: '一次性卡已用于此订单，余额随卡作废',
    en: 'The card was used up by this order; its rest went with it',
  },
  restored: {
    zh: '订单已全额退回，一次性卡余额恢复',
    en: 'The order was taken back in full; the card and its rest are back',
  },
} as const;

/**
 * Gives a card back whole when the order that used it up is taken back in full (cancelled, or every
 * unit refunded): the forfeited rest comes back with a CARD_RESTORE line and the card is ACTIVE again
 * with no order, as before it paid. The points the order paid come back through the cancellation or
 * the refunds themselves. Nothing for any other order. In the caller's transaction, which holds the
 * order's lock.
 */
export async function giveCardBack(
  tx: DbExecutor,
  memberId: string,
  orderSn: string,
  now: Date,
): Promise<void> {
  const [card] = await tx.query<{ cardNo: string; forfeitedPoints: number | null }>(
    `SELECT card_no AS "cardNo", forfeited_points AS "forfeitedPoints" FROM disposable_cards
     WHERE member_id = $1 AND used_order_sn = $2 FOR UPDATE`,
    [memberId, orderSn],
  );
  if (!card) return;
  await tx.query(
    `UPDATE disposable_cards SET status = 'ACTIVE', used_order_sn = NULL, used_at = NULL, forfeited_points = NULL
     WHERE card_no = $1`,
    [card.cardNo],
  );
  const rest = card.forfeitedPoints ?? 0;
  if (rest > 0) {
    await changePoints(tx, {
      memberId,
      change: rest,
      kind: 'CARD_RESTORE',
      orderSn,
      remark: CARD_LEDGER_REMARKS.restored,
      now,
    });
  }
}
