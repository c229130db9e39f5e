import { API_PATHS, type BenefitPlanCaseDetail, type FamilyMember, type MemberAddress } from '@mall/schemas';
import { addressBook } from './home-address.ts';
import { fakeApi } from './fake-api.ts';

// The calls of a flexible-benefit choice page (/home/multipleChoice, /yearOptionSelection), answered
// by the fake API.

/** What a choice page's server holds: the plan case in full, the member's addresses and family. */
export interface ChoicePageAnswers {
  planCase: BenefitPlanCaseDetail;
  addresses: MemberAddress[];
  /** Defaults to none registered. */
  family?: FamilyMember[];
}

/** Answers a choice page's calls: the plan case may be chosen, and what the server holds. */
export function answerChoicePage({ planCase, addresses, family = [] }: ChoicePageAnswers): void {
  fakeApi.answer(API_PATHS.benefitChooseCheck, null);
  fakeApi.answer(API_PATHS.benefitPlanCase('*'), planCase);
  fakeApi.answer(API_PATHS.address, addressBook(...addresses));
  fakeApi.answer(API_PATHS.familyMembers, family);
}

/** The choice the page sent the server last. */
export const sentChoice = (): unknown => fakeApi.lastSent(API_PATHS.benefitChoose).body;

/** The plan cases the page asked for in full. */
export const planCasesAsked = () => fakeApi.sent(API_PATHS.benefitPlanCase('*'));
