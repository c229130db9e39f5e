import type { BenefitPlanCase } from '@mall/schemas';
import type { PeriodKind } from '../api/benefits.ts';

// Where the flexible-benefit pages lead. The orders, an order and an option's goods are the order
// pages' (/flexibleBenefitOrder, /flexibleBenefitDetail, /flexibleBenefitgGoodsDetail).

/** The plan cases of a kind, where a choice starts. */
export const PLAN_CASES_PATH: Record<PeriodKind, string> = {
  YEAR: '/benefitYear',
  QUARTER: '/benefitQuarter',
};

/** The member's choices of a kind. */
export const RECORDS_PATH: Record<PeriodKind, string> = {
  YEAR: '/home/benefitYearRecord',
  QUARTER: '/home/benefitQuarterRecord',
};

/** The member's family members. */
export const FAMILY_INFO_PATH = '/familyInfo';
/** The member's benefit orders. */
export const BENEFIT_ORDERS_PATH = '/flexibleBenefitOrder';

/** One benefit order. */
export function benefitOrderPath(sn: string): string {
  return `/flexibleBenefitDetail?${new URLSearchParams({ sn })}`;
}

/** The goods behind an option. */
export function benefitGoodsPath(optionId: string): string {
  return `/flexibleBenefitgGoodsDetail?${new URLSearchParams({ optionId })}`;
}

/**
 * Where a plan case is chosen: a single choice (max_choices 1) on /yearOptionSelection, a multiple
 * one on /home/multipleChoice (spec 01 section 2.3).
 */
export function planCaseChoicePath(planCase: Pick<BenefitPlanCase, 'id' | 'useTo' | 'maxChoices'>): string {
  const query = new URLSearchParams({ planCaseId: planCase.id, planCaseUseTo: String(planCase.useTo) });
  return `${planCase.maxChoices > 1 ? '/home/multipleChoice' : '/yearOptionSelection'}?${query}`;
}
