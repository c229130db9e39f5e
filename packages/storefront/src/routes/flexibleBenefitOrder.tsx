import { BenefitOrderListPage } from '../flexible-benefit/BenefitOrderListPage.tsx';

/** `/flexibleBenefitOrder` (members): the member's flexible benefit orders by status tab. */
export function FlexibleBenefitOrderRoute() {
  return <BenefitOrderListPage />;
}
