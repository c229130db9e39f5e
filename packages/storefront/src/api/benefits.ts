import {
  API_PATHS,
  type BenefitChoice,
  type BenefitChooseInput,
  type BenefitPermission,
  type BenefitPlanCase,
  type BenefitPlanCaseDetail,
  type BenefitRecordPage,
  type FamilyMember,
  type FamilyMemberInput,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// The flexible-benefit choices' calls. A failed load shows the server's message (the request
// layer's toast); a refused choice or family-member form comes back as data (code 30000) to show
// beside the form; code 3000005 (a choice made already) is the request layer's redirect to
// /flexibleBenefitOrder.

/** YEAR or QUARTER. */
export type PeriodKind = BenefitPlanCase['periodKind'];

/** Whether a year's and a quarter's choice are open for the member's enterprise. Quiet: the nav waits for it. */
export function fetchBenefitPermission(): Promise<BenefitPermission> {
  return request<BenefitPermission>(API_PATHS.benefitPermission, { quiet: true });
}

/** The enterprise's online plan cases of one kind, with the member's live choices. */
export function fetchPlanCases(periodKind: PeriodKind): Promise<BenefitPlanCase[]> {
  return request<BenefitPlanCase[]>(API_PATHS.benefitPlanCases, { query: { periodKind } });
}

/** One plan case with its options; an unknown one rejects with a `RequestError` `not-found`. */
export function fetchPlanCase(id: string): Promise<BenefitPlanCaseDetail> {
  return request<BenefitPlanCaseDetail>(API_PATHS.benefitPlanCase(id));
}

/**
 * The check before the selection form: resolves (true) when the member may choose; a choice made already
 * answers code 3000005, which the request layer turns into a visit to /flexibleBenefitOrder.
 */
export async function checkChoosable(planCaseId: string): Promise<true> {
  await request<null>(API_PATHS.benefitChooseCheck, { query: { planCaseId } });
  return true;
}

/** Confirms a choice; a refusal of the rules comes back as `{ ok: false, message }`. */
export function choosePlanCase(input: BenefitChooseInput): Promise<RequestOutcome<BenefitChoice>> {
  return requestOutcome<BenefitChoice>(API_PATHS.benefitChoose, jsonBody(input));
}

/** A page of the member's choices of one kind, the newest first. */
export function fetchBenefitRecords(
  periodKind: PeriodKind,
  { pageNumber, pageSize }: ListPageRequest,
): Promise<BenefitRecordPage> {
  return request<BenefitRecordPage>(API_PATHS.benefitRecords, {
    query: { periodKind, pageNumber, pageSize },
  });
}

/** The member's family members, the oldest first. */
export function fetchFamilyMembers(): Promise<FamilyMember[]> {
  return request<FamilyMember[]>(API_PATHS.familyMembers);
}

/** Adds a family member; a refusal of the rules comes back as `{ ok: false, message }`. */
export function addFamilyMember(input: FamilyMemberInput): Promise<RequestOutcome<FamilyMember>> {
  return requestOutcome<FamilyMember>(API_PATHS.familyMembers, jsonBody(input));
}

/** Replaces one of the member's family members; a refusal comes back as `{ ok: false, message }`. */
export function editFamilyMember(
  id: string,
  input: FamilyMemberInput,
): Promise<RequestOutcome<FamilyMember>> {
  return requestOutcome<FamilyMember>(API_PATHS.familyMember(id), jsonBody(input, { method: 'PUT' }));
}

/** Removes one of the member's family members; the orders made for them keep them. */
export async function removeFamilyMember(id: string): Promise<void> {
  await request<null>(API_PATHS.familyMember(id), { method: 'DELETE' });
}
