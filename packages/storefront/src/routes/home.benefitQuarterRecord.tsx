import { BenefitRecordsPage } from '../benefits/BenefitRecordsPage.tsx';

/** `/home/benefitQuarterRecord` (members): the member's choices of quarter plan cases. */
export function BenefitQuarterRecordRoute() {
  return <BenefitRecordsPage periodKind="QUARTER" />;
}
