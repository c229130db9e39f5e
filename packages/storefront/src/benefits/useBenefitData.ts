import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { localeAtom } from '../state/locale.ts';
import {
  checkChoosable,
  fetchBenefitRecords,
  fetchFamilyMembers,
  fetchPlanCase,
  fetchPlanCases,
  type PeriodKind,
} from '../api/benefits.ts';

/** Choices per page of the records. Defaults to `10`. */
export const BENEFIT_RECORDS_PAGE_SIZE = 10;

/** The swr keys' first part: a choice revalidates every key that starts with it. */
export const BENEFIT_KEY = 'benefit';

/** The enterprise's plan cases of a kind, in the page's language. */
export function usePlanCases(periodKind: PeriodKind) {
  const locale = useAtomValue(localeAtom);
  return useSWR([BENEFIT_KEY, 'plan-cases', periodKind, locale], () => fetchPlanCases(periodKind));
}

/**
 * One plan case with its options, asked once the choose check let the member on (a member who
 * chose already is sent to their orders instead). Nothing is asked without an id.
 */
export function usePlanCaseToChoose(id: string | null) {
  const locale = useAtomValue(localeAtom);
  const check = useSWR(id ? [BENEFIT_KEY, 'choose-check', id] : null, () => checkChoosable(id ?? ''));
  const planCase = useSWR(
    id && check.data !== undefined ? [BENEFIT_KEY, 'plan-case', id, locale] : null,
    () => fetchPlanCase(id ?? ''),
  );
  return { check, planCase };
}

/** A page of the member's choices of a kind. */
export function useBenefitRecords(periodKind: PeriodKind, page: number) {
  const locale = useAtomValue(localeAtom);
  return useSWR([BENEFIT_KEY, 'records', periodKind, page, locale], () =>
    fetchBenefitRecords(periodKind, { pageNumber: page, pageSize: BENEFIT_RECORDS_PAGE_SIZE }),
  );
}

/** The member's family members; nothing is asked while `enabled` is false. */
export function useFamilyMembers(enabled = true) {
  return useSWR(enabled ? [BENEFIT_KEY, 'family'] : null, fetchFamilyMembers);
}
