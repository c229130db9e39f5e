import type { DbExecutor } from './db.ts';
import { readSeedJson } from './read-seed-json.ts';

/** The consignee of an order, a snapshot as the order keeps it. */
interface SeedConsignee {
  name: string;
  mobile: string;
  regionNames: string;
  detail: string;
}

/** An order of fixtures/seed/benefit-orders.json: times are counted in hours before the seed. */
interface SeedBenefitOrder {
  sn: string;
  memberId: string;
  planCaseId: string;
  status: 'UNDELIVERED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
  /** The member's address the snapshot is taken from; or `consignee`, the snapshot itself. */
  addressId?: string;
  consignee?: SeedConsignee;
  chosenHoursAgo: number;
  deliveredHoursAgo?: number;
  completedHoursAgo?: number;
  logisticsNo?: string;
  items: { optionId: string }[];
}

const HOUR_MS = 3_600_000;

/**
 * The consignee snapshot of an order: its own, or the member's address it names; null when that
 * address is gone (a database seeded before whose member has since removed it).
 */
async function consigneeOf(tx: DbExecutor, order: SeedBenefitOrder): Promise<SeedConsignee | null> {
  if (order.consignee) return order.consignee;
  const [address] = await tx.query<SeedConsignee>(
    `SELECT consignee_name AS name, mobile, region_names AS "regionNames", detail FROM member_addresses
     WHERE id = $1 AND member_id = $2`,
    [order.addressId ?? '', order.memberId],
  );
  return address ?? null;
}

/**
 * Seeds the demo members' flexible benefit orders from `seed/benefit-orders.json`: zhangwei's
 * received order of the closed third quarter and wangfang's order of Blue Ocean's year, not yet sent
 * (her window is open, so she can cancel it). Runs after the plan cases and the addresses; rows
 * seeded before are left alone (`ON CONFLICT DO NOTHING`), so a second run writes nothing.
 */
export async function seedBenefitOrders(tx: DbExecutor, dir: string, now: Date): Promise<void> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const ago = (hours: number | undefined) =>
    hours === undefined ? null : new Date(minute - hours * HOUR_MS);
  for (const order of readSeedJson<{ orders: SeedBenefitOrder[] }>(dir, 'seed/benefit-orders.json').orders) {
    const consignee = await consigneeOf(tx, order);
    // A demo order is not worth failing a start over: without its address it is left out.
    if (!consignee) continue;
    const chosenAt = ago(order.chosenHoursAgo);
    const completedAt = ago(order.completedHoursAgo);
    // ON CONFLICT without a target also leaves alone a member's other live order of the plan case.
    await tx.query(
      `INSERT INTO benefit_orders (sn, member_id, plan_case_id, status, consignee_name, consignee_mobile,
         consignee_address_path, consignee_detail, logistics_no, created_at, delivered_at, completed_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
      [
        order.sn,
        order.memberId,
        order.planCaseId,
        order.status,
        consignee.name,
        consignee.mobile,
        consignee.regionNames,
        consignee.detail,
        order.logisticsNo ?? null,
        chosenAt,
        ago(order.deliveredHoursAgo),
        completedAt,
        completedAt ?? ago(order.deliveredHoursAgo) ?? chosenAt,
      ],
    );
    // The goods' name as it was chosen, from the option's SKU (an option of the order's plan case).
    for (const { optionId } of order.items) {
      await tx.query(
        `INSERT INTO benefit_order_items (order_sn, option_id, sku_id, quantity, goods_name)
         SELECT o.sn, op.id, op.sku_id, op.quantity, s.name
         FROM benefit_orders o JOIN benefit_options op ON op.id = $2 AND op.plan_case_id = o.plan_case_id
         JOIN skus s ON s.sku_id = op.sku_id
         WHERE o.sn = $1
         ON CONFLICT DO NOTHING`,
        [order.sn, optionId],
      );
    }
  }
}
