import { Badge, Button } from '@chakra-ui/react';
import type { ShellCardForDate } from '@mall/schemas';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { useShellBookingStrings } from './useShellBookingStrings.ts';

export interface ShellCardTableProps {
  /** What the table is of ("2026-03-04 的卡券"), its accessible name. */
  label: string;
  cards: ShellCardForDate[];
  onBook: (card: ShellCardForDate) => void;
  onCancel: (card: ShellCardForDate) => void;
  /** The card whose cancel is under way, if any. */
  busyId: string | null;
}

/** How a card stands on the day (spec 03 section 4): booked, bookable, or not applicable. */
function statusOf(card: ShellCardForDate): 'booked' | 'bookable' | 'notApplicable' {
  if (card.cardStatus === 1) return 'booked';
  return card.canBook === 1 ? 'bookable' : 'notApplicable';
}

const STATUS_PALETTE = { booked: 'green', bookable: 'blue', notApplicable: 'gray' } as const;

/**
 * The member's cards on the chosen day: number, name, status, and for a booked card its slot and
 * who it is for; Book while `canBook`, cancel while `canCancel`.
 */
export function ShellCardTable({ label, cards, onBook, onCancel, busyId }: ShellCardTableProps) {
  const { t } = useShellBookingStrings();
  // What only a booked card has: its slot and who it is for.
  const ifBooked = (card: ShellCardForDate, shown: string | null) =>
    statusOf(card) === 'booked' ? shown : '—';
  const columns: DataColumn<ShellCardForDate>[] = [
    { header: t('shellBooking.column.cardNum'), cell: (card) => card.cardNum },
    { header: t('shellBooking.column.cardName'), cell: (card) => card.cardName },
    {
      header: t('shellBooking.column.status'),
      cell: (card) => (
        <Badge colorPalette={STATUS_PALETTE[statusOf(card)]}>
          {t(`shellBooking.status.${statusOf(card)}`)}
        </Badge>
      ),
    },
    { header: t('shellBooking.column.bookTime'), cell: (card) => ifBooked(card, card.bookTime) },
    { header: t('shellBooking.column.userName'), cell: (card) => ifBooked(card, card.userName) },
    { header: t('shellBooking.column.empNum'), cell: (card) => ifBooked(card, card.empNum) },
    {
      header: t('shellBooking.column.action'),
      cell: (card) => {
        const status = statusOf(card);
        const name = `${card.cardName} ${card.cardNum}`;
        if (status === 'booked' && card.canCancel === 1)
          return (
            <Button
              size="xs"
              variant="outline"
              loading={busyId === card.id}
              aria-label={t('shellBooking.cancelItem', { card: name })}
              onClick={() => onCancel(card)}
            >
              {t('shellBooking.cancelAction')}
            </Button>
          );
        if (status === 'bookable')
          return (
            <Button
              size="xs"
              colorPalette="red"
              aria-label={t('shellBooking.bookItem', { card: name })}
              onClick={() => onBook(card)}
            >
              {t('shellBooking.bookAction')}
            </Button>
          );
        return '—';
      },
    },
  ];
  return <DataTable label={label} columns={columns} rows={cards} rowKey={(card) => card.id} />;
}
