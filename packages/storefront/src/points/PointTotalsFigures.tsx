import { SimpleGrid, Text } from '@chakra-ui/react';
import type { PointTotals } from '@mall/schemas';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { PointFigure } from './PointFigure.tsx';
import { usePointsStrings } from './usePointsStrings.ts';

/**
 * The totals of /home/myAccount: the total said to be split between what the checkout can spend
 * and what only other accounts hold, the points used, and the points locked in frozen accounts.
 */
export function PointTotalsFigures({ totals }: { totals: PointTotals }) {
  const { t } = usePointsStrings();
  const points = usePointsLabel();
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <PointFigure
          label={t('points.total')}
          value={points(totals.total)}
          hint={t('points.totalSplit', {
            spendable: points(totals.spendable),
            other: points(totals.otherUsable),
          })}
        />
        <PointFigure label={t('points.used')} value={points(totals.used)} hint={t('points.usedHint')} />
        <PointFigure label={t('points.locked')} value={points(totals.locked)} hint={t('points.lockedHint')} />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" mt="2">
        {t('points.expiredHint')}
      </Text>
    </>
  );
}
