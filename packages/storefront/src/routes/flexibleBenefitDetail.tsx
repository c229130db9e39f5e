import { BenefitOrderDetailPage } from '../flexible-benefit/BenefitOrderDetailPage.tsx';

/** `/flexibleBenefitDetail?sn=` (members): one flexible benefit order in full, with its buttons. */
export function FlexibleBenefitDetailRoute() {
  return <BenefitOrderDetailPage />;
}
