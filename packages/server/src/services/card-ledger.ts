// A disposable card's rest in the welfare-points ledger. Paying the card's one order forfeits what
// is left on it (disposable-card-orders.ts), a ledger line like any other change of members.point,
// so the card member's lines add up to its balance.

/** What the ledger says of a card's rest (the text of migration 026 for cards used before it). */
export const CARD_LEDGER_REMARKS = {
  forfeited: {
    zh: '一次性卡已用于此订单，余额随卡作废',
    en: 'The card was used up by this order; its rest went with it',
  },
} as const;
