import { OptionSelectionPage } from '../benefits/OptionSelectionPage.tsx';

/** `/home/multipleChoice?planCaseId=&planCaseUseTo=` (members): a multiple choice of a plan case's options. */
export function MultipleChoiceRoute() {
  return <OptionSelectionPage />;
}
