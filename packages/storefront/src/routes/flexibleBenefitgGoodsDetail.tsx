import { BenefitGoodsDetailPage } from '../flexible-benefit/BenefitGoodsDetailPage.tsx';

/**
 * `/flexibleBenefitgGoodsDetail?optionId=` (members; the spec's spelling kept): the goods behind an
 * option of a flexible benefit plan case.
 */
export function FlexibleBenefitGoodsDetailRoute() {
  return <BenefitGoodsDetailPage />;
}
