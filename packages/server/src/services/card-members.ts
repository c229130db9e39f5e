import type { DbExecutor } from '../db/db.ts';
import { formRefusal } from '../http/api-error.ts';

// A disposable card is its own member account, whose points are the card's value. It may spend
// them only through the card's own pages (/disposableCard/*, services/disposable-card-orders.ts),
// where the goods are the card's range and one order uses the card up. The ordinary checkout and
// payment refuse it, or a card could buy anything, as often as its balance lasts.

/** What the ordinary checkout and payment answer a disposable card's member. */
export const CARD_MEMBER_REFUSAL = '一次性卡请在一次性卡专区下单和支付';

/** Refuses a disposable card's member (code 30000: the form shows it). */
export async function refuseCardMember(db: DbExecutor, memberId: string): Promise<void> {
  const card = await db.query('SELECT 1 FROM disposable_cards WHERE member_id = $1', [memberId]);
  if (card.length > 0) throw formRefusal(CARD_MEMBER_REFUSAL);
}
