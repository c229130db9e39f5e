import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { fetchWallet, fetchWalletLog } from '../api/points.ts';
import { PointAccountTable } from '../points/PointAccountTable.tsx';
import { PointFigure } from '../points/PointFigure.tsx';
import { PointHistorySection } from '../points/PointHistorySection.tsx';
import { PointsLoaded } from '../points/PointsLoaded.tsx';
import { usePointsStrings } from '../points/usePointsStrings.ts';
import { usePointsWord } from '../points/usePointsWord.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { localeAtom } from '../state/locale.ts';
import { TitledPage } from '../shell/TitledPage.tsx';

/**
 * `/home/MoneyManagement` (members, "my assets" of the side toolbar): the points the checkout can
 * spend, what other accounts hold and what is frozen, the unused coupons, and the welfare-points
 * statement, paged.
 */
export function MoneyManagementRoute() {
  const { t } = usePointsStrings();
  const word = usePointsWord();
  const points = usePointsLabel();
  const wallet = useSWR(['wallet', useAtomValue(localeAtom)], fetchWallet);
  return (
    <TitledPage title={t('points.wallet.title')}>
      <Heading as="h2" size="md" mb="3">
        {t('points.wallet.assets')}
      </Heading>
      <PointsLoaded state={wallet}>
        {(assets) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
              <PointFigure label={t('points.spendable', { word })} value={points(assets.spendable)} />
              <PointFigure
                label={t('points.wallet.otherUsable')}
                value={points(assets.otherUsable)}
                hint={t('points.wallet.otherUsableHint')}
              />
              <PointFigure
                label={t('points.locked')}
                value={points(assets.locked)}
                hint={t('points.lockedHint')}
              />
              <PointFigure
                label={t('points.wallet.coupons')}
                value={t('points.wallet.couponsCount', { count: assets.unusedCoupons })}
              />
            </SimpleGrid>
            <Box mt="2" display="flex" gap="4">
              <ShellLink to="/home/Coupons">{t('points.wallet.couponsLink')}</ShellLink>
              <ShellLink to="/home/myAccount">{t('points.wallet.myAccount')}</ShellLink>
            </Box>
            {assets.otherAccounts.length > 0 ? (
              <>
                <Heading as="h2" size="md" mt="6" mb="3">
                  {t('points.wallet.otherAccounts')}
                </Heading>
                <PointAccountTable accounts={assets.otherAccounts} label={t('points.wallet.otherAccounts')} />
              </>
            ) : null}
          </>
        )}
      </PointsLoaded>
      <Heading as="h2" size="md" mt="6" mb="3">
        {t('points.wallet.log', { word })}
      </Heading>
      <PointHistorySection
        cacheKey="wallet"
        fetchPage={fetchWalletLog}
        label={t('points.wallet.log', { word })}
      />
    </TitledPage>
  );
}
