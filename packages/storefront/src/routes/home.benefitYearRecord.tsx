import { BenefitRecordsPage } from '../benefits/BenefitRecordsPage.tsx';

/** `/home/benefitYearRecord` (members): the member's choices of year plan cases. */
export function BenefitYearRecordRoute() {
  return <BenefitRecordsPage periodKind="YEAR" />;
}
