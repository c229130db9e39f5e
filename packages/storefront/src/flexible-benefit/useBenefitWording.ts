import type { BenefitOrderPlanCase, BenefitOrderRecipient } from '@mall/schemas';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** How the pages word a plan case's period and an order's recipient, in the member's language. */
export function useBenefitWording() {
  const { t } = useFlexibleBenefitStrings();
  return {
    /** `2026-Q3 季度`, `2026 年度`. */
    period: (planCase: Pick<BenefitOrderPlanCase, 'periodKind' | 'periodLabel'>) =>
      t(`flexBenefit.period.${planCase.periodKind}`, { label: planCase.periodLabel }),
    /** `本人`, or `家属：李娜（配偶）`. */
    recipient: (recipient: BenefitOrderRecipient) =>
      recipient.kind === 'SELF'
        ? t('flexBenefit.recipient.self')
        : t('flexBenefit.recipient.family', {
            name: recipient.name ?? '',
            relation: recipient.relation ? t(`flexBenefit.relation.${recipient.relation}`) : '',
          }),
  };
}
