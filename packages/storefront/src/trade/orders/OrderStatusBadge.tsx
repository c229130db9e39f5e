import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '@mall/schemas';
import { STATUS_PALETTE } from '../../shell/drawers/OrderCards.tsx';
import { useOrderStrings } from './useOrderStrings.ts';

/** An order's status in the member's language, in the names and colours of the orders drawer. */
export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useOrderStrings();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} size={size}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
