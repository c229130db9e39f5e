import type { BenefitOrderPlanCase } from '@mall/schemas';
import type { BenefitOrderFilter } from '../api/benefit-orders.ts';

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
  const status = params.get('status');
  return BENEFIT_ORDER_FILTERS.find((known) => known === status) ?? 'ALL';
}

/** The page an address names (`?pageNumber=2`), from 1. */
export function benefitOrderPageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
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
