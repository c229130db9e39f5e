import { PlanCaseListPage } from '../benefits/PlanCaseListPage.tsx';

/** `/benefitYear` (members): the year's plan cases of the member's enterprise, each to choose or see. */
export function BenefitYearRoute() {
  return <PlanCaseListPage periodKind="YEAR" />;
}
