import type { BenefitChoice, BenefitChooseInput, BenefitRecord, BenefitRecordItem } from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiError, formRefusal } from '../http/api-error.ts';
import {
  PLAN_CASE_MESSAGES,
  planCaseState,
  readPlanCase,
  type PeriodKind,
  type PlanCaseReader,
} from './benefit-plan-cases.ts';
import { limitOffset, pageOf, type ListPage, type PageOf } from './list-page.ts';
import { inLocale } from './locale.ts';
import { chinaDay } from './shell-booking.ts';

// A member's choice of a plan case's options (/yearOptionSelection, /home/multipleChoice), which
// becomes a flexible-benefit order the enterprise pays for, and the member's records of them. A
// member holds one live (not cancelled) choice per plan case: the service checks it under a lock of
// the member's row, and the partial unique index benefit_orders_one_per_case is the last word.
// A second choice answers code 3000005, which the storefront's request layer turns into a visit to
// /flexibleBenefitOrder; the other refusals come back to the form (code 30000) and write nothing.

/** Code of "you hold a live choice of this plan case already" (spec 01 section 8: to /flexibleBenefitOrder). */
export const ALREADY_CHOSEN_CODE = 3_000_005;

/** Refusals of a choice, in the words the storefront shows. */
export const CHOICE_MESSAGES = {
  notStarted: '本期福利选择尚未开始',
  closed: '本期福利选择已结束',
  alreadyChosen: '您已完成本期福利选择',
  duplicateOption: '请勿重复选择同一项福利',
  optionNotInPlanCase: '所选福利不属于本期方案',
  familyRequired: '请选择领取福利的家属',
  familyNotAllowed: '本期福利仅限员工本人领取，无需选择家属',
  familyNotFound: '家属不存在',
  addressNotFound: '收货地址不存在',
} as const;

/** The rule of how many options one choice holds, as the form and the refusal word it. */
export function choiceCountRule(minChoices: number, maxChoices: number): string {
  return minChoices === maxChoices
    ? `请选择${String(minChoices)}项福利`
    : `请选择${String(minChoices)}至${String(maxChoices)}项福利`;
}

/** The 409 of a second live choice of one plan case (code 3000005). */
const alreadyChosen = (): ApiError => new ApiError(409, CHOICE_MESSAGES.alreadyChosen, ALREADY_CHOSEN_CODE);

/** Who chooses: the member and their enterprise. */
export interface Chooser {
  memberId: string;
  oneId: string;
}

async function liveChoiceOf(db: DbExecutor, memberId: string, planCaseId: string): Promise<string | null> {
  const [row] = await db.query<{ sn: string }>(
    `SELECT sn FROM benefit_orders WHERE member_id = $1 AND plan_case_id = $2 AND status <> 'CANCELLED'`,
    [memberId, planCaseId],
  );
  return row?.sn ?? null;
}

/**
 * The check the selection pages make before showing their form: an unknown plan case (another
 * enterprise's included) is 404, one the member holds a live choice of answers code 3000005.
 */
export async function checkNotChosen(db: DbExecutor, chooser: Chooser, planCaseId: string): Promise<void> {
  if (!(await readPlanCase(db, chooser.oneId, planCaseId)))
    throw new ApiError(404, PLAN_CASE_MESSAGES.notFound);
  if (await liveChoiceOf(db, chooser.memberId, planCaseId)) throw alreadyChosen();
}

interface OptionRow {
  id: string;
  skuId: string;
  quantity: number;
  goodsName: string;
}

/** Checks the options asked for against the plan case's and its count rule; answers them in its order. */
async function checkedOptions(
  tx: DbExecutor,
  planCase: { id: string; minChoices: number; maxChoices: number },
  optionIds: readonly string[],
): Promise<OptionRow[]> {
  if (new Set(optionIds).size !== optionIds.length) throw formRefusal(CHOICE_MESSAGES.duplicateOption);
  const options = await tx.query<OptionRow>(
    `SELECT o.id, o.sku_id AS "skuId", o.quantity, s.name AS "goodsName"
     FROM benefit_options o JOIN skus s ON s.sku_id = o.sku_id
     WHERE o.plan_case_id = $1 AND o.id = ANY($2::text[]) ORDER BY o.sort_order, o.id`,
    [planCase.id, optionIds],
  );
  if (options.length !== optionIds.length) throw formRefusal(CHOICE_MESSAGES.optionNotInPlanCase);
  if (options.length < planCase.minChoices || options.length > planCase.maxChoices) {
    throw formRefusal(choiceCountRule(planCase.minChoices, planCase.maxChoices));
  }
  return options;
}

/** The family member a choice names: required for a family plan case, refused for the employee's own. */
async function checkedFamilyMember(
  tx: DbExecutor,
  memberId: string,
  useTo: 1 | 2,
  familyMemberId: string | undefined,
): Promise<string | null> {
  if (useTo === 1) {
    if (familyMemberId !== undefined) throw formRefusal(CHOICE_MESSAGES.familyNotAllowed);
    return null;
  }
  if (familyMemberId === undefined) throw formRefusal(CHOICE_MESSAGES.familyRequired);
  const rows = await tx.query(
    'SELECT 1 FROM family_members WHERE member_id = $1 AND id = $2 AND removed_at IS NULL',
    [memberId, familyMemberId],
  );
  if (rows.length === 0) throw formRefusal(CHOICE_MESSAGES.familyNotFound);
  return familyMemberId;
}

interface AddressSnapshot {
  name: string;
  mobile: string;
  regionNames: string;
  detail: string;
}

/** The member's own address, as the order keeps it. */
async function addressSnapshot(
  tx: DbExecutor,
  memberId: string,
  addressId: string,
): Promise<AddressSnapshot> {
  const [address] = await tx.query<AddressSnapshot>(
    `SELECT consignee_name AS name, mobile, region_names AS "regionNames", detail
     FROM member_addresses WHERE member_id = $1 AND id = $2`,
    [memberId, addressId],
  );
  if (!address) throw formRefusal(CHOICE_MESSAGES.addressNotFound);
  return address;
}

/** A new order number: FB, the China date (yyyyMMdd) and the next number of the counter. */
async function newChoiceSn(tx: DbExecutor, now: Date): Promise<string> {
  const [row] = await tx.query<{ n: string }>("SELECT nextval('benefit_order_sn_seq')::text AS n");
  if (!row) throw new Error('benefit_order_sn_seq answered no number');
  return `FB${chinaDay(now).replaceAll('-', '')}${row.n}`;
}

/**
 * Confirms the member's choice of an open plan case: one transaction writes the order (status
 * UNDELIVERED, the address snapshotted) and its items (the goods' names snapshotted). Refused,
 * writing nothing, when the window is not open, an option is not the plan case's or is named
 * twice, the count breaks the plan case's rule, the family member is missing, not the member's or
 * not wanted, or the address is not the member's; an unknown plan case (another enterprise's
 * included) is 404; a second live choice answers code 3000005.
 */
export async function choosePlanCase(
  db: Db,
  chooser: Chooser,
  input: BenefitChooseInput,
  now: Date,
): Promise<BenefitChoice> {
  try {
    return await db.transaction(async (tx) => {
      // One member's choices go one at a time, so the second sees the first's order.
      await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [chooser.memberId]);
      const planCase = await readPlanCase(tx, chooser.oneId, input.planCaseId);
      if (!planCase) throw new ApiError(404, PLAN_CASE_MESSAGES.notFound);
      const state = planCaseState(planCase, now);
      if (state === 'NOT_STARTED') throw formRefusal(CHOICE_MESSAGES.notStarted);
      if (state === 'CLOSED') throw formRefusal(CHOICE_MESSAGES.closed);
      if (await liveChoiceOf(tx, chooser.memberId, planCase.id)) throw alreadyChosen();
      const options = await checkedOptions(tx, planCase, input.optionIds);
      const familyMemberId = await checkedFamilyMember(
        tx,
        chooser.memberId,
        planCase.useTo,
        input.familyMemberId,
      );
      const address = await addressSnapshot(tx, chooser.memberId, input.addressId);
      const sn = await newChoiceSn(tx, now);
      await tx.query(
        `INSERT INTO benefit_orders (sn, member_id, plan_case_id, family_member_id, status, consignee_name,
           consignee_mobile, consignee_address_path, consignee_detail, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'UNDELIVERED', $5, $6, $7, $8, $9, $9)`,
        [
          sn,
          chooser.memberId,
          planCase.id,
          familyMemberId,
          address.name,
          address.mobile,
          address.regionNames,
          address.detail,
          now,
        ],
      );
      for (const option of options) {
        await tx.query(
          `INSERT INTO benefit_order_items (order_sn, option_id, sku_id, quantity, goods_name)
           VALUES ($1, $2, $3, $4, $5)`,
          [sn, option.id, option.skuId, option.quantity, option.goodsName],
        );
      }
      return { sn, planCaseId: planCase.id, status: 'UNDELIVERED', createTime: now.toISOString() };
    });
  } catch (error) {
    // The member's row lock makes this unreachable in practice; the index is the last word all the same.
    if (isUniqueViolation(error, 'benefit_orders_one_per_case')) throw alreadyChosen();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Records

interface RecordRow {
  sn: string;
  planCaseId: string;
  name: string;
  nameEn: string;
  periodLabel: string;
  status: BenefitRecord['status'];
  familyId: string | null;
  familyName: string | null;
  familyRelation: NonNullable<BenefitRecord['familyMember']>['relation'] | null;
  consigneeName: string;
  addressPath: string;
  detail: string;
  createdAt: Date;
}

interface RecordItemRow extends BenefitRecordItem {
  orderSn: string;
}

/**
 * A page of the member's choices of one period kind, cancelled ones included, the newest first,
 * each with its plan case, options, family member (even one removed since) and status.
 */
export async function listBenefitRecords(
  db: DbExecutor,
  reader: Omit<PlanCaseReader, 'oneId' | 'now'>,
  periodKind: PeriodKind,
  page: ListPage,
): Promise<PageOf<BenefitRecord>> {
  const [limit, offset] = limitOffset(page);
  const rows = await db.query<RecordRow>(
    `SELECT b.sn, b.plan_case_id AS "planCaseId", p.name, p.name_en AS "nameEn", p.period_label AS "periodLabel",
            b.status, f.id AS "familyId", f.name AS "familyName", f.relation AS "familyRelation",
            b.consignee_name AS "consigneeName", b.consignee_address_path AS "addressPath",
            b.consignee_detail AS detail, b.created_at AS "createdAt"
     FROM benefit_orders b JOIN benefit_plan_cases p ON p.id = b.plan_case_id
     LEFT JOIN family_members f ON f.id = b.family_member_id
     WHERE b.member_id = $1 AND p.period_kind = $2
     ORDER BY b.created_at DESC, b.sn DESC LIMIT $3 OFFSET $4`,
    [reader.memberId, periodKind, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM benefit_orders b JOIN benefit_plan_cases p ON p.id = b.plan_case_id
     WHERE b.member_id = $1 AND p.period_kind = $2`,
    [reader.memberId, periodKind],
  );
  const items = await db.query<RecordItemRow>(
    `SELECT i.order_sn AS "orderSn", i.option_id AS "optionId", i.goods_name AS "goodsName",
            g.images[1] AS image, i.quantity
     FROM benefit_order_items i JOIN skus s ON s.sku_id = i.sku_id JOIN goods g ON g.goods_id = s.goods_id
     LEFT JOIN benefit_options o ON o.id = i.option_id
     WHERE i.order_sn = ANY($1::text[]) ORDER BY o.sort_order, i.option_id`,
    [rows.map((row) => row.sn)],
  );
  const records = rows.map(
    (row): BenefitRecord => ({
      sn: row.sn,
      planCaseId: row.planCaseId,
      planCaseName: inLocale(reader.locale, row.name, row.nameEn),
      periodLabel: row.periodLabel,
      status: row.status,
      items: items
        .filter((item) => item.orderSn === row.sn)
        .map(({ optionId, goodsName, image, quantity }) => ({ optionId, goodsName, image, quantity })),
      familyMember:
        row.familyId !== null && row.familyName !== null && row.familyRelation !== null
          ? { id: row.familyId, name: row.familyName, relation: row.familyRelation }
          : null,
      consigneeName: row.consigneeName,
      consigneeAddress: `${row.addressPath} ${row.detail}`,
      createTime: row.createdAt.toISOString(),
    }),
  );
  return pageOf(records, count?.n ?? 0, page);
}
