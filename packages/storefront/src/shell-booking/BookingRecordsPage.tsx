import { Badge, Table } from '@chakra-ui/react';
import { useInPageSearchParams } from '../shell/useInPageSearchParams.ts';
import { formatDateTime } from '../shell/format-date-time.ts';
import { ListPagination } from '../shell/ListPagination.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { ShellBookingFrame } from './ShellBookingFrame.tsx';
import { SHELL_RECORD_PAGE_SIZE, useBookingRecords } from './useShellBooking.ts';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

/**
 * /recordList: the member's bookings, booked and cancelled, the latest operation first, 12 a page
 * (the page kept in the address, `?pageNumber=2`).
 */
export function BookingRecordsPage() {
  const { t } = useShellBookingStrings();
  const [params, setParams] = useInPageSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('pageNumber'))) || 1);
  const records = useBookingRecords(page);

  return (
    <ShellBookingFrame title={t('shellBooking.records.title')}>
      {records.data === undefined && records.isLoading ? (
        <StatusMessage loading title={t('shellBooking.loading')} />
      ) : records.data === undefined ? (
        <StatusMessage
          title={t('shellBooking.loadFailed')}
          action={{ label: t('shellBooking.retry'), onClick: () => void records.mutate() }}
        />
      ) : records.data.records.length === 0 ? (
        <StatusMessage
          title={t('shellBooking.records.empty')}
          description={t('shellBooking.records.emptyHint')}
        />
      ) : (
        <>
          <Table.Root size="sm" variant="outline" aria-label={t('shellBooking.records.title')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('shellBooking.column.cardNum')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.column.cardName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.records.serviceDate')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.column.bookTime')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.column.userName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.column.empNum')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.column.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('shellBooking.records.operationTime')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.data.records.map((record) => (
                <Table.Row key={record.id}>
                  <Table.Cell>{record.cardNum}</Table.Cell>
                  <Table.Cell>{record.cardName}</Table.Cell>
                  <Table.Cell>{record.validDate}</Table.Cell>
                  <Table.Cell>{record.bookTime}</Table.Cell>
                  <Table.Cell>{record.userName}</Table.Cell>
                  <Table.Cell>{record.empNum}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={record.cardStatus === 1 ? 'green' : 'gray'}>
                      {record.cardStatus === 1
                        ? t('shellBooking.status.booked')
                        : t('shellBooking.records.cancelled')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(record.operationTime)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <ListPagination
            count={records.data.total}
            pageSize={SHELL_RECORD_PAGE_SIZE}
            page={page}
            onPageChange={(next) => setParams({ pageNumber: String(next) })}
            label={t('shellBooking.records.pagination')}
          />
        </>
      )}
    </ShellBookingFrame>
  );
}
