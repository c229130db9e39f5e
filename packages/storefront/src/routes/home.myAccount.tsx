import { Heading } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchPointAccounts } from '../api/points.ts';
import { PointAccountTable } from '../points/PointAccountTable.tsx';
import { PointsLoaded } from '../points/PointsLoaded.tsx';
import { PointTotalsFigures } from '../points/PointTotalsFigures.tsx';
import { usePointsStrings } from '../points/usePointsStrings.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { localeAtom } from '../state/locale.ts';
import { TitledPage } from '../shell/TitledPage.tsx';

/**
 * `/home/myAccount` (members): the totals of the member's point accounts and the accounts
 * themselves, each linking to its details, and a link to the whole history.
 */
export function MyAccountRoute() {
  const { t } = usePointsStrings();
  const accounts = useSWR(['point-accounts', useAtomValue(localeAtom)], fetchPointAccounts);
  return (
    <TitledPage
      title={t('points.myAccount.title')}
      aside={<ShellLink to="/home/accountDetails">{t('points.allDetails')}</ShellLink>}
    >
      <PointsLoaded state={accounts}>
        {(data) => (
          <>
            <Heading as="h2" size="md" mb="3">
              {t('points.myAccount.totals')}
            </Heading>
            <PointTotalsFigures totals={data.totals} />
            <Heading as="h2" size="md" mt="6" mb="3">
              {t('points.accounts')}
            </Heading>
            <PointAccountTable accounts={data.accounts} label={t('points.accounts')} />
          </>
        )}
      </PointsLoaded>
    </TitledPage>
  );
}
