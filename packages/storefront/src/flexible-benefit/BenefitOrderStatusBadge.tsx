import { Badge } from '@chakra-ui/react';
import type { BenefitOrderStatus } from '@mall/schemas';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

/** Colours of the statuses: waiting ones stand out, ended ones are quiet. */
const STATUS_PALETTE: Record<BenefitOrderStatus, string> = {
  UNDELIVERED: 'orange',
  DELIVERED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};

/** A benefit order's status in the member's language. */
export function BenefitOrderStatusBadge({
  status,
  size = 'md',
}: {
  status: BenefitOrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useFlexibleBenefitStrings();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} size={size}>
      {t(`flexBenefit.status.${status}`)}
    </Badge>
  );
}
