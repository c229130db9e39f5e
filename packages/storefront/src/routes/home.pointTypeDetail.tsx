import { Box, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { PointClassType } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { pointClassTypeOf } from '../points/point-class-types.ts';
import { fetchPointHistory, fetchPointTypeHistory } from '../api/points.ts';
import { PointFigure } from '../points/PointFigure.tsx';
import { PointHistorySection } from '../points/PointHistorySection.tsx';
import { PointsLoaded } from '../points/PointsLoaded.tsx';
import { PointStatusBadge } from '../points/PointStatusBadge.tsx';
import { usePointsStrings } from '../points/usePointsStrings.ts';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { localeAtom } from '../state/locale.ts';

/**
 * `/home/pointTypeDetail?classType=` (members): one point type's account (balance, status, what it
 * is for, what came in and went out) and its history, paged, newest first.
 */
export function PointTypeDetailRoute() {
  const { t } = usePointsStrings();
  const [params] = useSearchParams();
  const classType = pointClassTypeOf(params.get('classType'));
  return (
    <PageFrame>
      <Box px="4" pb="8">
        {classType ? (
          <PointTypeDetail classType={classType} />
        ) : (
          <>
            <Heading as="h1" size="lg" mb="4">
              {t('points.typeDetail.unknownTitle')}
            </Heading>
            <StatusMessage
              title={t('points.typeDetail.unknown')}
              description={t('points.typeDetail.unknownHint')}
            />
          </>
        )}
        <ShellLink to="/home/myAccount">{t('points.accountDetails.back')}</ShellLink>
      </Box>
    </PageFrame>
  );
}

function PointTypeDetail({ classType }: { classType: PointClassType }) {
  const { t } = usePointsStrings();
  const points = usePointsLabel();
  const head = useSWR(['point-type', classType, useAtomValue(localeAtom)], () =>
    fetchPointTypeHistory(classType),
  );
  return (
    <>
      <Heading as="h1" size="lg" mb="4">
        {head.data
          ? t('points.typeDetail.title', { name: head.data.className })
          : t('points.typeDetail.unknownTitle')}
      </Heading>
      <PointsLoaded state={head}>
        {(summary) => (
          <Box mb="6">
            <Flex gap="3" align="center" mb="3" wrap="wrap">
              {summary.account ? <PointStatusBadge status={summary.account.accountStatus} /> : null}
              <Text color="fg.muted" fontSize="sm">
                {summary.usage}
              </Text>
            </Flex>
            {summary.account ? null : (
              <Text mb="3" fontWeight="medium">
                {t('points.typeDetail.noAccount')}
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <PointFigure
                label={t('points.typeDetail.balance')}
                value={points(summary.account?.validBalance ?? 0)}
              />
              <PointFigure label={t('points.typeDetail.income')} value={points(summary.income)} />
              <PointFigure label={t('points.typeDetail.expense')} value={points(summary.expense)} />
            </SimpleGrid>
          </Box>
        )}
      </PointsLoaded>
      <Heading as="h2" size="md" mb="3">
        {t('points.history')}
      </Heading>
      <PointHistorySection
        cacheKey={classType}
        fetchPage={(page) => fetchPointHistory({ ...page, classType })}
        label={t('points.history')}
      />
    </>
  );
}
