import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { BenefitFrame } from './BenefitFrame.tsx';
import { benefitOrderPath } from './benefit-paths.ts';
import type { PeriodKind } from '../api/benefits.ts';
import { BENEFIT_RECORDS_PAGE_SIZE, useBenefitRecords } from './useBenefitData.ts';
import { useBenefitStrings } from './useBenefitStrings.ts';

const STATUS_PALETTE = {
  UNDELIVERED: 'orange',
  DELIVERED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
} as const;

export interface BenefitRecordsPageProps {
  periodKind: PeriodKind;
}

/**
 * /home/benefitYearRecord and /home/benefitQuarterRecord: the member's choices of the kind,
 * cancelled ones included, the newest first, 10 a page (the page kept in the address).
 */
export function BenefitRecordsPage({ periodKind }: BenefitRecordsPageProps) {
  const { t } = useBenefitStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  const records = useBenefitRecords(periodKind, page);
  const title = t(periodKind === 'YEAR' ? 'benefit.records.yearTitle' : 'benefit.records.quarterTitle');

  return (
    <BenefitFrame title={title}>
      {records.data === undefined && records.isLoading ? (
        <StatusMessage loading title={t('benefit.loading')} />
      ) : records.data === undefined ? (
        <StatusMessage
          title={t('benefit.loadFailed')}
          action={{ label: t('benefit.retry'), onClick: () => void records.mutate() }}
        />
      ) : records.data.records.length === 0 ? (
        <StatusMessage title={t('benefit.records.empty')} description={t('benefit.records.emptyHint')} />
      ) : (
        <>
          <Table.Root size="sm" variant="outline" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('benefit.records.planCase')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('benefit.records.options')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('benefit.records.receiver')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('benefit.records.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('benefit.records.time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('benefit.records.order')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.data.records.map((record) => (
                <Table.Row key={record.sn}>
                  <Table.Cell>
                    <Text>{record.planCaseName}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {record.periodLabel}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="0">
                      {record.items.map((item) => (
                        <Text key={item.optionId}>
                          {item.goodsName} {t('benefit.select.quantity', { count: item.quantity })}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    {record.familyMember
                      ? `${record.familyMember.name}（${t(`benefit.relation.${record.familyMember.relation}`)}）`
                      : t('benefit.records.self')}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[record.status]}>
                      {t(`benefit.status.${record.status}`)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(record.createTime)}</Table.Cell>
                  <Table.Cell>
                    <ShellLink
                      to={benefitOrderPath(record.sn)}
                      aria-label={t('benefit.records.orderOf', { sn: record.sn })}
                    >
                      {record.sn}
                    </ShellLink>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <ListPagination
            count={records.data.total}
            pageSize={BENEFIT_RECORDS_PAGE_SIZE}
            page={page}
            onPageChange={(next) => setParams({ pageNumber: String(next) })}
            label={t('benefit.records.pagination')}
          />
        </>
      )}
    </BenefitFrame>
  );
}
