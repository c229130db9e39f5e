import { PlanCaseListPage } from '../benefits/PlanCaseListPage.tsx';

/** `/benefitQuarter` (members): the quarter's plan cases of the member's enterprise, each to choose or see. */
export function BenefitQuarterRoute() {
  return <PlanCaseListPage periodKind="QUARTER" />;
}
