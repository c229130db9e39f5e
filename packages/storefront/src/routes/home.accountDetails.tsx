import { fetchPointHistory } from '../api/points.ts';
import { PointHistorySection } from '../points/PointHistorySection.tsx';
import { usePointsStrings } from '../points/usePointsStrings.ts';
import { ShellLink } from '../ui/ShellLink.tsx';
import { TitledPage } from '../shell/TitledPage.tsx';

/** `/home/accountDetails` (members): the history of all the member's point accounts, paged, newest first. */
export function AccountDetailsRoute() {
  const { t } = usePointsStrings();
  return (
    <TitledPage
      title={t('points.accountDetails.title')}
      aside={<ShellLink to="/home/myAccount">{t('points.accountDetails.back')}</ShellLink>}
    >
      <PointHistorySection
        cacheKey="all"
        fetchPage={fetchPointHistory}
        label={t('points.history')}
        withType
      />
    </TitledPage>
  );
}
