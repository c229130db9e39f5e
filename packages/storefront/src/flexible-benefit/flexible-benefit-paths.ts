import type { BenefitOrderPlanCase } from '@mall/schemas';
import type { BenefitOrderFilter } from '../api/benefit-orders.ts';
import { knownParamOf } from '../shell/page-number.ts';

/** The member's benefit orders. */
export const BENEFIT_ORDERS_PATH = '/flexibleBenefitOrder';
/** The year and quarter plan cases, where a choice is made. */
export const BENEFIT_YEAR_PATH = '/benefitYear';
export const BENEFIT_QUARTER_PATH = '/benefitQuarter';

/** Orders per page of the order list. Defaults to `10`. */
export const BENEFIT_ORDERS_PAGE_SIZE = 10;

/** The list's tabs, in their order: every order, then by status along the way. */
export const BENEFIT_ORDER_FILTERS: readonly BenefitOrderFilter[] = [
  'ALL',
  'UNDELIVERED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
];

/** The tab an address names (`?status=CANCELLED`); anything else is `ALL`. */
export function benefitOrderFilterOf(params: URLSearchParams): BenefitOrderFilter {
  return knownParamOf(params, 'status', BENEFIT_ORDER_FILTERS, 'ALL');
}

/** One order's detail. */
export function benefitOrderDetailPath(sn: string): string {
  return `/flexibleBenefitDetail?${new URLSearchParams({ sn })}`;
}

/** The goods behind an option. */
export function benefitGoodsPath(optionId: string): string {
  return `/flexibleBenefitgGoodsDetail?${new URLSearchParams({ optionId })}`;
}

/**
 * Where a plan case is chosen: a single choice on /yearOptionSelection, a multiple one on
 * /home/multipleChoice (spec 01 section 2.3).
 */
export function planCaseChoicePath(
  planCase: Pick<BenefitOrderPlanCase, 'id' | 'useTo' | 'maxChoices'>,
): string {
  const query = new URLSearchParams({ planCaseId: planCase.id, planCaseUseTo: String(planCase.useTo) });
  return `${planCase.maxChoices > 1 ? '/home/multipleChoice' : '/yearOptionSelection'}?${query}`;
}
