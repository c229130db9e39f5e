import { Box, Flex, Heading } from '@chakra-ui/react';
import { fetchPointHistory } from '../api/points.ts';
import { PointHistorySection } from '../points/PointHistorySection.tsx';
import { usePointsStrings } from '../points/usePointsStrings.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';

/** `/home/accountDetails` (members): the history of all the member's point accounts, paged, newest first. */
export function AccountDetailsRoute() {
  const { t } = usePointsStrings();
  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Flex align="baseline" justify="space-between" gap="4" wrap="wrap" mb="4">
          <Heading as="h1" size="lg">
            {t('points.accountDetails.title')}
          </Heading>
          <ShellLink to="/home/myAccount">{t('points.accountDetails.back')}</ShellLink>
        </Flex>
        <PointHistorySection
          cacheKey="all"
          fetchPage={fetchPointHistory}
          label={t('points.history')}
          withType
        />
      </Box>
    </PageFrame>
  );
}
