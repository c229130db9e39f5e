import type { BenefitOption, BenefitPermission, BenefitPlanCase, BenefitPlanCaseDetail } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { inLocale, type Locale } from './locale.ts';
import { yuanFromFen } from './money.ts';

// The plan cases of flexible benefits (/benefitYear, /benefitQuarter, /yearOptionSelection,
// /home/multipleChoice): what an enterprise offers its employees in a year or a quarter, and when
// they may choose. Only the member's own enterprise's online plan cases exist for them: another
// enterprise's answers as an unknown one. The window's state is decided by the server's clock.

/** Refusals about plan cases, in the words the storefront shows. */
export const PLAN_CASE_MESSAGES = {
  /** An id that is not an online plan case of the member's enterprise (another's included). */
  notFound: '福利方案不存在',
} as const;

/** YEAR or QUARTER. */
export type PeriodKind = BenefitPlanCase['periodKind'];

/** What describes a plan case, in the seed as in its row. */
export interface PlanCaseFields {
  id: string;
  periodKind: PeriodKind;
  periodLabel: string;
  name: string;
  nameEn: string;
  intro: string;
  introEn: string;
  useTo: 1 | 2;
  minChoices: number;
  maxChoices: number;
}

/** The plan case's row as the services read it. */
export interface PlanCaseRow extends PlanCaseFields {
  chooseStart: Date;
  chooseEnd: Date;
}

const PLAN_CASE_COLUMNS = `p.id, p.period_kind AS "periodKind", p.period_label AS "periodLabel", p.name,
  p.name_en AS "nameEn", p.intro, p.intro_en AS "introEn", p.use_to AS "useTo", p.min_choices AS "minChoices",
  p.max_choices AS "maxChoices", p.choose_start AS "chooseStart", p.choose_end AS "chooseEnd"`;

/** Where the choice window stands at `now`: the start counts as open, the end as closed. */
export function planCaseState(row: Pick<PlanCaseRow, 'chooseStart' | 'chooseEnd'>, now: Date) {
  if (now < row.chooseStart) return 'NOT_STARTED' as const;
  if (now >= row.chooseEnd) return 'CLOSED' as const;
  return 'OPEN' as const;
}

/** One online plan case of the enterprise, or undefined (another enterprise's, offline, unknown). */
export async function readPlanCase(
  db: DbExecutor,
  oneId: string,
  id: string,
): Promise<PlanCaseRow | undefined> {
  const [row] = await db.query<PlanCaseRow>(
    `SELECT ${PLAN_CASE_COLUMNS} FROM benefit_plan_cases p
     WHERE p.id = $1 AND p.one_id = $2 AND p.status = 'online'`,
    [id, oneId],
  );
  return row;
}

interface ListedRow extends PlanCaseRow {
  optionCount: number;
  chosenSn: string | null;
}

function toPlanCase(row: ListedRow, locale: Locale, now: Date): BenefitPlanCase {
  return {
    id: row.id,
    periodKind: row.periodKind,
    periodLabel: row.periodLabel,
    name: inLocale(locale, row.name, row.nameEn),
    intro: inLocale(locale, row.intro, row.introEn),
    useTo: row.useTo,
    minChoices: row.minChoices,
    maxChoices: row.maxChoices,
    optionCount: row.optionCount,
    chooseStart: row.chooseStart.toISOString(),
    chooseEnd: row.chooseEnd.toISOString(),
    state: planCaseState(row, now),
    chosenSn: row.chosenSn,
  };
}

/** The plan case columns with its option count and the member's live choice ($1 the member). */
const LISTED_SELECT = `SELECT ${PLAN_CASE_COLUMNS},
    (SELECT count(*)::int FROM benefit_options o WHERE o.plan_case_id = p.id) AS "optionCount",
    (SELECT b.sn FROM benefit_orders b
     WHERE b.plan_case_id = p.id AND b.member_id = $1 AND b.status <> 'CANCELLED') AS "chosenSn"
  FROM benefit_plan_cases p`;

/** Whom a plan-case query is for. */
export interface PlanCaseReader {
  memberId: string;
  oneId: string;
  locale: Locale;
  now: Date;
}

/** The enterprise's online plan cases of one kind, in their order, with the member's live choices. */
export async function listPlanCases(
  db: DbExecutor,
  reader: PlanCaseReader,
  periodKind: PeriodKind,
): Promise<BenefitPlanCase[]> {
  const rows = await db.query<ListedRow>(
    `${LISTED_SELECT} WHERE p.one_id = $2 AND p.period_kind = $3 AND p.status = 'online'
     ORDER BY p.sort_order, p.choose_start DESC, p.id`,
    [reader.memberId, reader.oneId, periodKind],
  );
  return rows.map((row) => toPlanCase(row, reader.locale, reader.now));
}

interface OptionRow {
  id: string;
  skuId: string;
  name: string;
  nameEn: string | null;
  spec: string | null;
  specEn: string | null;
  image: string | null;
  quantity: number;
  marketPriceFen: number;
}

/**
 * One online plan case of the member's enterprise with its options, in their order. Another
 * enterprise's, an offline or an unknown one: ApiError 404 (福利方案不存在).
 */
export async function getPlanCase(
  db: DbExecutor,
  reader: PlanCaseReader,
  id: string,
): Promise<BenefitPlanCaseDetail> {
  const [row] = await db.query<ListedRow>(
    `${LISTED_SELECT} WHERE p.id = $2 AND p.one_id = $3 AND p.status = 'online'`,
    [reader.memberId, id, reader.oneId],
  );
  if (!row) throw new ApiError(404, PLAN_CASE_MESSAGES.notFound);
  const options = await db.query<OptionRow>(
    `SELECT o.id, o.sku_id AS "skuId", s.name, s.name_en AS "nameEn", s.spec, s.spec_en AS "specEn",
            g.images[1] AS image, o.quantity, s.market_price_fen AS "marketPriceFen"
     FROM benefit_options o JOIN skus s ON s.sku_id = o.sku_id JOIN goods g ON g.goods_id = s.goods_id
     WHERE o.plan_case_id = $1 ORDER BY o.sort_order, o.id`,
    [id],
  );
  return {
    planCase: toPlanCase(row, reader.locale, reader.now),
    options: options.map(
      (option): BenefitOption => ({
        id: option.id,
        skuId: option.skuId,
        goodsName: inLocale(reader.locale, option.name, option.nameEn),
        image: option.image,
        spec: option.spec === null ? null : inLocale(reader.locale, option.spec, option.specEn),
        quantity: option.quantity,
        marketPrice: yuanFromFen(option.marketPriceFen),
      }),
    ),
  };
}

/**
 * Whether the member's enterprise has an online plan case of each kind whose window is open at
 * `now` (the storefront keeps them as isYear and isQuarter and shows the nav items by them).
 */
export async function benefitPermission(
  db: DbExecutor,
  oneId: string,
  now: Date,
): Promise<BenefitPermission> {
  const rows = await db.query<{ periodKind: PeriodKind }>(
    `SELECT DISTINCT period_kind AS "periodKind" FROM benefit_plan_cases
     WHERE one_id = $1 AND status = 'online' AND choose_start <= $2 AND choose_end > $2`,
    [oneId, now],
  );
  const open = new Set(rows.map((row) => row.periodKind));
  return { isYear: open.has('YEAR'), isQuarter: open.has('QUARTER') };
}
