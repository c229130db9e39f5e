import { OptionSelectionPage } from '../benefits/OptionSelectionPage.tsx';

/** `/yearOptionSelection?planCaseId=&planCaseUseTo=` (members): a single choice of a plan case's options. */
export function YearOptionSelectionRoute() {
  return <OptionSelectionPage />;
}
