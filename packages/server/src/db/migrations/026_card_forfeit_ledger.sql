-- Every change of members.point is a line of point_log, so a member's lines add up to their balance.
-- The rest of a disposable card that goes with the card when its one order is paid was written on
-- the card alone (disposable_cards.forfeited_points): it becomes a CARD_FORFEIT line, and giving it
-- back when that order is cancelled or refunded in full a CARD_RESTORE line. Must run on PostgreSQL
-- 15 as well as PGlite: a CHECK, partial unique indexes and a plain INSERT ... SELECT.

ALTER TABLE point_log DROP CONSTRAINT point_log_kind_check;
ALTER TABLE point_log
  ADD CONSTRAINT point_log_kind_check
  CHECK (kind IN ('ORDER_PAY', 'ORDER_REFUND', 'AFTER_SALE_REFUND', 'GRANT', 'RED_PACKET', 'CARD_FORFEIT',
                  'CARD_RESTORE'));

-- A card's order forfeits its rest once, and gives it back at most once, however many requests race.
CREATE UNIQUE INDEX point_log_one_forfeit ON point_log (order_sn) WHERE kind = 'CARD_FORFEIT';
CREATE UNIQUE INDEX point_log_one_restore ON point_log (order_sn) WHERE kind = 'CARD_RESTORE';

-- Cards used up before this migration: their forfeited rest, when it was forfeited, leaving 0.
INSERT INTO point_log (member_id, change, balance_after, kind, order_sn, remark, remark_en, created_at)
SELECT d.member_id, -d.forfeited_points, 0, 'CARD_FORFEIT', d.used_order_sn,
       '一次性卡已用于此订单，余额随卡作废', 'The card was used up by this order; its rest went with it', d.used_at
FROM disposable_cards d
WHERE d.used_order_sn IS NOT NULL AND d.used_at IS NOT NULL AND d.forfeited_points > 0;
