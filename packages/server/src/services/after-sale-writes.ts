import { randomInt } from 'node:crypto';
import type {
  AfterSaleDeliveryBody,
  AfterSaleDetail,
  AfterSaleRequest,
  AfterSaleStatus,
  Consignee,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError } from '../http/api-error.ts';
import { requireOfferedCourier } from './logistics.ts';
import { eligibilityOf, readItem, readUsage, refundPointsNow } from './after-sale-eligibility.ts';
import { getAfterSale, readOwnRequest, sendsGoodsBack } from './after-sale-reads.ts';
import type { Locale, Words } from './after-sale-words.ts';
import { AFTER_SALE_MESSAGES, AFTER_SALE_REASONS, LOG, SHIPPED, tooManyUnits } from './after-sale-words.ts';

// After-sale requests, the member's writes: apply, cancel, and send a parcel back. Each runs in one
// transaction under a lock of the row it changes; a refusal writes nothing.

/** A new after-sale number: `AS`, the UTC time to the second (yyMMddHHmmss) and six random digits. */
function newAfterSaleSn(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `AS${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export async function writeLog(tx: DbExecutor, sn: string, status: AfterSaleStatus, words: Words, now: Date) {
  await tx.query(
    `INSERT INTO after_sale_logs (after_sale_sn, status, message, message_en, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sn, status, words.zh, words.en, now],
  );
}

/** Moves a request to `status`, stamping the change. */
export async function setStatus(
  tx: DbExecutor,
  sn: string,
  status: AfterSaleStatus,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE after_sales SET status = $2, updated_at = $3 WHERE sn = $1', [sn, status, now]);
}

/** The pickup address of a return or exchange: one of the member's addresses, as it is now. */
async function pickupAddressOf(
  tx: DbExecutor,
  memberId: string,
  addressId: string | undefined,
): Promise<Consignee> {
  if (!addressId) throw new ApiError(400, AFTER_SALE_MESSAGES.pickupRequired);
  const [address] = await tx.query<
    Consignee & { districtId: string | null; provinceId: string; cityId: string }
  >(
    `SELECT consignee_name AS name, mobile, province_id AS "provinceId", city_id AS "cityId",
            district_id AS "districtId", region_names AS "regionNames", detail, postal_code AS "postalCode"
     FROM member_addresses WHERE member_id = $1 AND id = $2`,
    [memberId, addressId],
  );
  if (!address) throw new ApiError(400, AFTER_SALE_MESSAGES.pickupNotFound);
  const { provinceId, cityId, districtId } = address;
  return {
    name: address.name,
    mobile: address.mobile,
    regionIds: [provinceId, cityId, ...(districtId === null ? [] : [districtId])],
    regionNames: address.regionNames,
    detail: address.detail,
    postalCode: address.postalCode,
  };
}

/**
 * Applies for after-sale on one of the member's order items and answers the request, in review.
 * The item is locked for the transaction, so two applications at once cannot both pass the checks.
 * Refused (400, writing nothing) when the order's status allows no after-sale or not this service
 * type, the item has an open request, `num` is more than may be asked, the reason is not one offered,
 * or a return or exchange names no address of the member's; another member's item: 404.
 */
export async function applyAfterSale(
  db: Db,
  memberId: string,
  orderItemSn: string,
  input: AfterSaleRequest,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const item = await readItem(tx, memberId, orderItemSn, true);
    const eligibility = eligibilityOf(item, await readUsage(tx, orderItemSn), now);
    if (eligibility.unavailable) throw new ApiError(400, eligibility.unavailable.zh);
    if (!eligibility.serviceTypes.includes(input.serviceType)) {
      throw new ApiError(
        400,
        SHIPPED.includes(item.orderStatus) ? AFTER_SALE_MESSAGES.shipped : AFTER_SALE_MESSAGES.notShipped,
      );
    }
    if (input.num > eligibility.applicableNum)
      throw new ApiError(400, tooManyUnits(eligibility.applicableNum));
    if (!AFTER_SALE_REASONS[input.serviceType].some((reason) => reason.zh === input.reason)) {
      throw new ApiError(400, AFTER_SALE_MESSAGES.badReason);
    }
    const pickupAddress = sendsGoodsBack(input.serviceType)
      ? await pickupAddressOf(tx, memberId, input.pickupAddressId)
      : null;
    const sn = newAfterSaleSn(now);
    try {
      await tx.query(
        `INSERT INTO after_sales (sn, member_id, order_sn, order_item_sn, service_type, status, num, refund_points,
           reason, problem_desc, images, contact_name, contact_mobile, pickup_address, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'APPLY', $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          sn,
          memberId,
          item.orderSn,
          item.orderItemSn,
          input.serviceType,
          input.num,
          await refundPointsNow(tx, input.serviceType, item, input.num),
          input.reason,
          input.problemDesc ?? '',
          input.images ?? [],
          input.contactName,
          input.contactMobile,
          pickupAddress === null ? null : JSON.stringify(pickupAddress),
          now,
        ],
      );
    } catch (error) {
      // The item's lock makes this unreachable in practice; the index stays the last word.
      if (isUniqueViolation(error, 'after_sales_one_open'))
        throw new ApiError(400, AFTER_SALE_MESSAGES.alreadyOpen);
      throw error;
    }
    await writeLog(tx, sn, 'APPLY', LOG.applied, now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}

/** Withdraws one of the member's requests in review or approved; any other status: ApiError 400. */
export async function cancelAfterSale(
  db: Db,
  memberId: string,
  sn: string,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const { status } = await readOwnRequest(tx, memberId, sn, true);
    if (status !== 'APPLY' && status !== 'PASS') throw new ApiError(400, AFTER_SALE_MESSAGES.cannotCancel);
    await setStatus(tx, sn, 'CANCEL', now);
    await writeLog(tx, sn, 'CANCEL', LOG.cancelled, now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}

/**
 * Records that the member sent the goods of an approved return or exchange back, with the courier
 * (the name of an offered company of GET /buyer/other/logistics) and tracking number; any other
 * request or status, or a courier not offered: ApiError 400, nothing written.
 */
export async function deliverAfterSale(
  db: Db,
  memberId: string,
  sn: string,
  input: AfterSaleDeliveryBody,
  locale: Locale,
  now: Date,
): Promise<AfterSaleDetail> {
  return db.transaction(async (tx) => {
    const { status, serviceType } = await readOwnRequest(tx, memberId, sn, true);
    if (status !== 'PASS' || !sendsGoodsBack(serviceType)) {
      throw new ApiError(400, AFTER_SALE_MESSAGES.cannotDeliver);
    }
    // After the request is known to be the member's: another's answers 404 whatever it names.
    const courier = await requireOfferedCourier(tx, input.logisticsCompany);
    await tx.query(
      `UPDATE after_sales SET status = 'BUYER_RETURN', logistics_company = $2, logistics_no = $3, updated_at = $4
       WHERE sn = $1`,
      [sn, input.logisticsCompany, input.logisticsNo, now],
    );
    await writeLog(tx, sn, 'BUYER_RETURN', LOG.sentBack(courier, input.logisticsNo), now);
    return getAfterSale(tx, memberId, sn, locale);
  });
}
