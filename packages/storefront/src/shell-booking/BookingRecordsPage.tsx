import { Badge } from '@chakra-ui/react';
import type { ShellBookingRecord } from '@mall/schemas';
import { LoadedPages } from '../points/LoadedPages.tsx';
import { usePageParam } from '../points/usePageParam.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { loadWordsOf } from '../ui/LoadStatus.tsx';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { useBookingRecords } from './useShellBooking.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/**
 * /recordList: the member's bookings, booked and cancelled, the latest operation first, 12 a page
 * (the page kept in the address, `?pageNumber=2`).
 */
export function BookingRecordsPage() {
  const { t } = useShellBookingStrings();
  const [page, setPage] = usePageParam();
  const records = useBookingRecords(page);
  const booked = (record: ShellBookingRecord) => record.cardStatus === 1;
  const columns: DataColumn<ShellBookingRecord>[] = [
    { header: t('shellBooking.column.cardNum'), cell: (record) => record.cardNum },
    { header: t('shellBooking.column.cardName'), cell: (record) => record.cardName },
    { header: t('shellBooking.records.serviceDate'), cell: (record) => record.validDate },
    { header: t('shellBooking.column.bookTime'), cell: (record) => record.bookTime },
    { header: t('shellBooking.column.userName'), cell: (record) => record.userName },
    { header: t('shellBooking.column.empNum'), cell: (record) => record.empNum },
    {
      header: t('shellBooking.column.status'),
      cell: (record) => (
        <Badge colorPalette={booked(record) ? 'green' : 'gray'}>
          {booked(record) ? t('shellBooking.status.booked') : t('shellBooking.records.cancelled')}
        </Badge>
      ),
    },
    {
      header: t('shellBooking.records.operationTime'),
      cell: (record) => formatDateTime(record.operationTime),
    },
  ];

  return (
    <ShellBookingFrame title={t('shellBooking.records.title')}>
      <LoadedPages
        state={records}
        words={loadWordsOf(t, 'shellBooking')}
        empty={{ title: t('shellBooking.records.empty'), description: t('shellBooking.records.emptyHint') }}
        pagesLabel={t('shellBooking.records.pagination')}
        onPageChange={setPage}
      >
        {(rows) => (
          <DataTable
            label={t('shellBooking.records.title')}
            columns={columns}
            rows={rows}
            rowKey={(record) => record.id}
          />
        )}
      </LoadedPages>
    </ShellBookingFrame>
  );
}
