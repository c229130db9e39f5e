import { Badge, Stack, Text } from '@chakra-ui/react';
import type { BenefitRecord } from '@mall/schemas';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { usePageParam } from '../points/usePageParam.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { BenefitFrame } from './BenefitFrame.tsx';
import { benefitOrderPath } from './benefit-paths.ts';
import type { PeriodKind } from '../api/benefits.ts';
import { useBenefitRecords } from './useBenefitData.ts';
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
  const [page, setPage] = usePageParam();
  const records = useBenefitRecords(periodKind, page);
  const title = t(periodKind === 'YEAR' ? 'benefit.records.yearTitle' : 'benefit.records.quarterTitle');
  const columns: DataColumn<BenefitRecord>[] = [
    {
      header: t('benefit.records.planCase'),
      cell: (record) => (
        <>
          <Text>{record.planCaseName}</Text>
          <Text fontSize="xs" color="fg.muted">
            {record.periodLabel}
          </Text>
        </>
      ),
    },
    {
      header: t('benefit.records.options'),
      cell: (record) => (
        <Stack gap="0">
          {record.items.map((item) => (
            <Text key={item.optionId}>
              {item.goodsName} {t('benefit.select.quantity', { count: item.quantity })}
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      header: t('benefit.records.receiver'),
      cell: ({ familyMember }) =>
        familyMember
          ? `${familyMember.name}（${t(`benefit.relation.${familyMember.relation}`)}）`
          : t('benefit.records.self'),
    },
    {
      header: t('benefit.records.status'),
      cell: (record) => (
        <Badge colorPalette={STATUS_PALETTE[record.status]}>{t(`benefit.status.${record.status}`)}</Badge>
      ),
    },
    { header: t('benefit.records.time'), cell: (record) => formatDateTime(record.createTime) },
    {
      header: t('benefit.records.order'),
      cell: (record) => (
        <ShellLink
          to={benefitOrderPath(record.sn)}
          aria-label={t('benefit.records.orderOf', { sn: record.sn })}
        >
          {record.sn}
        </ShellLink>
      ),
    },
  ];

  return (
    <BenefitFrame title={title}>
      <LoadedPages
        state={records}
        words={loadWordsOf(t, 'benefit')}
        empty={{ title: t('benefit.records.empty'), description: t('benefit.records.emptyHint') }}
        pagesLabel={t('benefit.records.pagination')}
        onPageChange={setPage}
      >
        {(rows) => <DataTable label={title} columns={columns} rows={rows} rowKey={(record) => record.sn} />}
      </LoadedPages>
    </BenefitFrame>
  );
}
