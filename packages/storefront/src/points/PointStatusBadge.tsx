import { Badge } from '@chakra-ui/react';
import type { PointAccountStatus } from '@mall/schemas';
import { usePointsStrings } from './usePointsStrings.ts';

const PALETTE: Record<PointAccountStatus, string> = { NORMAL: 'green', FROZEN: 'blue', EXPIRED: 'gray' };

/** An account's status: normal, frozen or expired. */
export function PointStatusBadge({ status }: { status: PointAccountStatus }) {
  const { t } = usePointsStrings();
  return <Badge colorPalette={PALETTE[status]}>{t(`points.status.${status}`)}</Badge>;
}
